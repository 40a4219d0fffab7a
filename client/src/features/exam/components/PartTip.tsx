import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { tipMessages } from '../messages';
import { PartDoneArt } from './ExamArt';

const Panel = styled('section')(({ theme }) => ({
  margin: theme.spacing(2, 0, 0),
  padding: theme.spacing(4, 3),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  textAlign: 'center',
  // Centred short lines: in Japanese they wrap between phrases, not inside a word.
  '&:lang(ja)': { wordBreak: 'auto-phrase' },
  '& > svg': { margin: theme.spacing(0, 'auto', 3), color: theme.palette.primary.main },
}));

const Eyebrow = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 1),
  fontSize: '0.875rem',
  fontWeight: 700,
  color: theme.palette.primary.main,
}));

const Title = styled('h2')(({ theme }) => ({
  margin: theme.spacing(0, 0, 1.5),
  fontSize: 'clamp(1.5rem, 1.2rem + 1.5vw, 2rem)',
  lineHeight: 1.25,
  outline: 'none',
}));

const Body = styled('p')(({ theme }) => ({
  maxWidth: 440,
  margin: theme.spacing(0, 'auto', 4),
  color: theme.palette.text.secondary,
  fontSize: '1.0625rem',
}));

const TIPS = {
  1: { title: tipMessages.part1Title, body: tipMessages.part1Body },
  2: { title: tipMessages.part2Title, body: tipMessages.part2Body },
} as const;

export interface PartTipProps {
  readonly afterPart: number;
  readonly parts: number;
  /** The exam's own tip for this pause; the general words when null. */
  readonly text?: string | null;
  readonly onContinue: () => void;
}

/** The short, encouraging pause after each part but the last. */
export function PartTip({ afterPart, parts, text, onContinue }: PartTipProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const tip = afterPart === 1 ? TIPS[1] : TIPS[2];
  return (
    <Panel aria-labelledby="tip-title">
      <PartDoneArt done={afterPart} total={parts} />
      <Eyebrow>{intl.formatMessage(tipMessages.partDone, { part: afterPart, parts })}</Eyebrow>
      <Title id="tip-title" ref={heading} tabIndex={-1}>
        {intl.formatMessage(tip.title)}
      </Title>
      <Body>{text ?? intl.formatMessage(tip.body)}</Body>
      <Button variant="contained" size="large" endIcon={<ArrowForwardIcon />} onClick={onContinue}>
        {intl.formatMessage(tipMessages.continue, { part: afterPart + 1 })}
      </Button>
    </Panel>
  );
}
