import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { DepressionResult_ResultFragment } from '../../../__generated__/graphql';
import { crisisMessages } from '../../../features/deps/messages';

type Crisis = NonNullable<DepressionResult_ResultFragment['crisis']>;
type Line = Crisis['lines'][number];

const Panel = styled('section')(({ theme }) => ({
  padding: theme.spacing(3, 2.5),
  borderRadius: theme.shape.borderRadius,
  border: '2px solid #1F4E79',
  backgroundColor: '#EEF5FB',
  color: '#10263B',
  '& h2': { margin: theme.spacing(0, 0, 1), fontSize: '1.375rem', lineHeight: 1.3, outline: 'none' },
  '& > p': { margin: theme.spacing(0, 0, 2), fontSize: '1.0625rem', lineHeight: 1.55 },
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing(1.5) },
  '& h3': { margin: theme.spacing(2.5, 0, 1), fontSize: '1rem' },
  '& small': { display: 'block', marginTop: theme.spacing(2), color: '#3A4F63' },
}));

const Actions = styled('div')(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), marginTop: theme.spacing(1) }));

/** A tap target of at least 48 px: the number is the link's text, so it is read out and can be copied. */
const Action = styled('a')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  padding: theme.spacing(1, 2),
  borderRadius: 999,
  backgroundColor: '#1F4E79',
  color: '#FFFFFF',
  fontWeight: 700,
  textDecoration: 'none',
  '&:focus-visible': { outline: '3px solid #10263B', outlineOffset: 2 },
  '&.secondary': { backgroundColor: '#FFFFFF', color: '#1F4E79', border: '2px solid #1F4E79' },
  '&.emergency': { backgroundColor: '#8A1C1C' },
  [theme.breakpoints.down('sm')]: { flex: '1 1 100%', justifyContent: 'center' },
}));

const Name = styled('p')({ margin: 0, fontWeight: 700, fontSize: '1.0625rem' });
const Hours = styled('p')({ margin: '2px 0 0', fontSize: '0.9375rem', color: '#3A4F63' });

/** A number as a `tel:` or `sms:` address: digits and a leading plus only. */
export function dialable(number: string): string {
  return number.replace(/[^\d+]/g, '');
}

function LineItem({ line }: { line: Line }) {
  const intl = useIntl();
  return (
    <li>
      <Name>{line.name}</Name>
      {line.hours && <Hours>{intl.formatMessage(crisisMessages.hours, { hours: line.hours })}</Hours>}
      <Actions>
        {line.phone && <Action href={`tel:${dialable(line.phone)}`}>{intl.formatMessage(crisisMessages.call, { number: line.phone })}</Action>}
        {line.text && /\d/.test(line.text) && (
          <Action className="secondary" href={`sms:${dialable(line.text)}`}>
            {intl.formatMessage(crisisMessages.text, { number: line.text })}
          </Action>
        )}
        {line.url && (
          <Action className="secondary" href={line.url} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(crisisMessages.website)}
          </Action>
        )}
      </Actions>
    </li>
  );
}

export interface CrisisPanelProps {
  readonly title: string;
  readonly body: string;
  readonly crisis: Crisis | null | undefined;
}

/**
 * Shown first, before the score, when item 9 was answered above 0: a warm word, then the country's helplines as
 * tap-to-call and tap-to-text links, its emergency number, and directories for anywhere else.
 */
export function CrisisPanel({ title, body, crisis }: CrisisPanelProps) {
  const intl = useIntl();
  return (
    <Panel aria-labelledby="crisis-title" id="crisis">
      <h2 id="crisis-title" tabIndex={-1}>
        {title}
      </h2>
      <p>{body}</p>
      {crisis && (
        <>
          <ul>
            {crisis.emergency && (
              <li>
                <Action className="emergency" href={`tel:${dialable(crisis.emergency)}`}>
                  {intl.formatMessage(crisisMessages.emergency, { number: crisis.emergency })}
                </Action>
              </li>
            )}
            {crisis.lines.map((line) => (
              <LineItem key={line.name} line={line} />
            ))}
          </ul>
          {crisis.international.length > 0 && (
            <>
              <h3>{intl.formatMessage(crisisMessages.international)}</h3>
              <ul>
                {crisis.international.map((line) => (
                  <LineItem key={line.name} line={line} />
                ))}
              </ul>
            </>
          )}
          <small>{intl.formatMessage(crisisMessages.reviewed, { date: crisis.reviewedOn })}</small>
        </>
      )}
    </Panel>
  );
}
