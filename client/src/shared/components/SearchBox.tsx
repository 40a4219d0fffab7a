import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

const Form = styled('form')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: theme.spacing(1),
  margin: theme.spacing(2, 0),
  '& .submit': { height: 40, minHeight: 40, paddingInline: theme.spacing(2.5) },
}));

/** A search box that runs on submit; `value` is the search in force (from the URL), cleared with the second button. */
export function SearchBox(props: { value: string; label: string; searchLabel: string; clearLabel: string; onSearch: (keyword: string) => void }) {
  const [draft, setDraft] = useState(props.value);
  // The search in force changed elsewhere (cleared, or the URL moved): the box follows it.
  const [shown, setShown] = useState(props.value);
  if (shown !== props.value) {
    setShown(props.value);
    setDraft(props.value);
  }
  return (
    <Form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSearch(draft.trim());
      }}
    >
      <TextField
        type="search"
        size="small"
        label={props.label}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100, enterKeyHint: 'search' } }}
      />
      <Button type="submit" variant="contained" className="submit">
        {props.searchLabel}
      </Button>
      {props.value && (
        <Button variant="text" onClick={() => props.onSearch('')} sx={{ gridColumn: '1 / -1', justifySelf: 'start' }}>
          {props.clearLabel}
        </Button>
      )}
    </Form>
  );
}
