import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { iqQuestionMessages as m } from '../messages';
import { PanelSvg, type PanelData } from './PanelSvg';
import { usePanelWords } from './usePanelWords';

const Options = styled('fieldset')(({ theme }) => ({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  '& legend': { padding: 0, marginBottom: theme.spacing(1.5), fontWeight: 700, fontSize: '1.0625rem' },
  '& .grid': { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: theme.spacing(1), maxWidth: 520 },
  '& label': {
    position: 'relative',
    display: 'grid',
    gap: 4,
    padding: 6,
    borderRadius: 10,
    border: '2px solid #D5CFC4',
    backgroundColor: '#fff',
    cursor: 'pointer',
    textAlign: 'center',
    fontSize: '0.8125rem',
    fontWeight: 600,
    '@media (prefers-reduced-motion: no-preference)': { transition: 'border-color 120ms, box-shadow 120ms' },
  },
  '& label:hover': { borderColor: '#3E5C9A' },
  // The native radio stays in the accessibility tree and takes the arrow keys; its box is the whole option.
  '& input': { position: 'absolute', opacity: 0, inset: 0, margin: 0, width: '100%', height: '100%', cursor: 'pointer' },
  '& input:checked + .face': { outline: '3px solid #3E5C9A', outlineOffset: 2, borderRadius: 4 },
  '& label:has(input:checked)': { borderColor: '#3E5C9A', backgroundColor: '#EEF2FA' },
  '& label:has(input:focus-visible)': { boxShadow: '0 0 0 3px #fff, 0 0 0 6px #1d2430' },
  // After checking the practice item: the right option green, a wrong choice red, whatever is selected.
  '& label.feedback-right, & label.feedback-right:has(input:checked)': { borderColor: '#2E7D4F', backgroundColor: '#EAF5EE' },
  '& label.feedback-wrong, & label.feedback-wrong:has(input:checked)': { borderColor: '#B23B3B', backgroundColor: '#FBECEC' },
  '& label.feedback-right::after, & label.feedback-wrong::after': {
    position: 'absolute',
    top: 2,
    right: 6,
    fontWeight: 800,
    fontSize: '1rem',
  },
  '& label.feedback-right::after': { content: '"✓"', color: '#2E7D4F' },
  '& label.feedback-wrong::after': { content: '"✗"', color: '#B23B3B' },
}));

/**
 * The eight options as one radio group: the arrow keys move between them (the browser's own radio behaviour),
 * and each has its number and its figures in words.
 */
export function OptionChoices({
  name,
  legend,
  options,
  layout,
  value,
  onChange,
  feedback,
  disabled,
}: {
  name: string;
  legend: string;
  options: readonly PanelData[];
  layout: string;
  value: number | null;
  onChange: (index: number) => void;
  /** After the practice item is checked: the right option and the chosen one are marked. */
  feedback?: { answer: number } | null;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const words = usePanelWords();
  return (
    <Options>
      <legend>{legend}</legend>
      <div className="grid">
        {options.map((option, i) => {
          const mark = feedback ? (i === feedback.answer ? 'feedback-right' : i === value ? 'feedback-wrong' : undefined) : undefined;
          return (
            <label key={i} className={mark}>
              <input type="radio" name={name} value={i} checked={value === i} onChange={() => onChange(i)} disabled={disabled} />
              <span className="face">
                <PanelSvg panel={option} layout={layout} />
              </span>
              <span aria-hidden>{i + 1}</span>
              <VisuallyHidden>
                {intl.formatMessage(m.option, { n: i + 1 })}: {words(option, layout)}
              </VisuallyHidden>
            </label>
          );
        })}
      </div>
    </Options>
  );
}
