import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { answerKindMessages } from './messages';

const Box = styled('section')(({ theme }) => ({
  margin: theme.spacing(2, 0, 0),
  padding: theme.spacing(1.5, 2),
  borderInlineStart: `4px solid ${theme.palette.primary.main}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: `color-mix(in srgb, ${theme.palette.primary.main} 7%, ${theme.palette.background.paper})`,
  fontSize: '1rem',
  lineHeight: 1.5,
  '& p': { margin: 0 },
}));

/** The instructions of a block of items (how to answer, over what time), shown above each of its items. */
export function BlockInstructions({ text }: { text: string }) {
  const intl = useIntl();
  return (
    <Box aria-label={intl.formatMessage(answerKindMessages.instructionsLabel)}>
      <p>{text}</p>
    </Box>
  );
}
