import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Room for the sticky site header when a contents link scrolls a section into view. */
const HEADER_ROOM = 88;

const Section = styled('section')(({ theme }) => ({
  position: 'relative',
  scrollMarginTop: HEADER_ROOM,
  paddingTop: theme.spacing(4),
  borderTop: `1px solid ${theme.palette.divider}`,
  // A short rule in the type's colour over the divider: where each section starts, as in a magazine.
  '&::before': {
    content: '""',
    position: 'absolute',
    top: -2,
    left: 0,
    width: 56,
    height: 3,
    borderRadius: 2,
    backgroundColor: 'var(--type-primary, currentColor)',
  },
  '& > h2': {
    margin: theme.spacing(0, 0, 1.5),
    fontSize: 'clamp(1.375rem, 1.1rem + 1.2vw, 1.875rem)',
    lineHeight: 1.3,
    color: 'var(--type-dark, inherit)',
  },
  '& h3': { margin: theme.spacing(3, 0, 1), fontSize: '1.125rem', lineHeight: 1.4 },
  // A comfortable measure for text, whatever the width of the page.
  '& p': { margin: theme.spacing(0, 0, 1.5), lineHeight: 1.7, maxWidth: '72ch' },
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
