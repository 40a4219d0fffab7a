import { styled } from '@mui/material/styles';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { ERROR_COLOUR, describedBy, FormField } from '../../../shared/components/FormField';
import { profileMessages } from '../messages';


const Count = styled('p')(({ theme }) => ({
  margin: 0,
  textAlign: 'end',
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  '&.over': { color: ERROR_COLOUR, fontWeight: 600 },
}));

export interface IntroductionFieldProps {
  readonly id: string;
  readonly value: string;
  readonly max: number;
  readonly onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  readonly error?: string;
}

/**
 * "About me": several lines, with a count of the characters against the limit. Nothing stops typing past the
 * limit (a pasted text is never cut silently); the count turns red and saving says what to do.
 */
export function IntroductionField({ id, value, max, onChange, error }: IntroductionFieldProps) {
  const intl = useIntl();
  const count = value.trim().length;
  return (
    <FormField id={id} label={intl.formatMessage(profileMessages.introduction)} error={error}>
      <textarea
        id={id}
        name="introduction"
        value={value}
        onChange={onChange}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error }, `${id}-count`)}
      />
      <Count id={`${id}-count`} className={count > max ? 'over' : undefined}>
        {intl.formatMessage(profileMessages.introductionCount, { count, max })}
      </Count>
    </FormField>
  );
}
