import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Room for the sticky site header when a contents link scrolls a section into view. */
const HEADER_ROOM = 88;

const Section = styled('section')(({ theme }) => ({
  scrollMarginTop: HEADER_ROOM,
  paddingTop: theme.spacing(4),
  borderTop: `1px solid ${theme.palette.divider}`,
  '& > h2': {
    margin: theme.spacing(0, 0, 1.5),
    fontSize: 'clamp(1.375rem, 1.1rem + 1.2vw, 1.75rem)',
    lineHeight: 1.3,
  },
  '& h3': { margin: theme.spacing(3, 0, 1), fontSize: '1.125rem', lineHeight: 1.4 },
  '& p': { margin: theme.spacing(0, 0, 1.5), lineHeight: 1.7 },
}));

const Intro = styled('p')(({ theme }) => ({ color: theme.palette.text.secondary }));

export interface ReportSectionProps {
  /** The anchor of the section; its heading is `{id}-title`. */
  readonly id: string;
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children: ReactNode;
}

/** One section of the report: an h2 that names it (and the landmark), an optional intro, the content. */
export function ReportSection({ id, title, intro, children }: ReportSectionProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Section>
  );
}

/** A plain list of the report's texts, with room between items for reading on a phone. */
export const TextList = styled('ul')(({ theme }) => ({
  margin: theme.spacing(0, 0, 1),
  paddingInlineStart: theme.spacing(2.5),
  display: 'grid',
  gap: theme.spacing(1),
  lineHeight: 1.65,
  '& li::marker': { color: theme.palette.primary.main },
}));
