import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { iqQuestionMessages as m } from '../messages';
import { MissingPanelSvg, PanelSvg, type PanelData } from './PanelSvg';
import { usePanelWords } from './usePanelWords';

const Grid = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 6,
  width: '100%',
  maxWidth: 360,
  [theme.breakpoints.up('md')]: { maxWidth: 300 },
  margin: '0 auto',
  padding: 6,
  borderRadius: 10,
  backgroundColor: '#E8E3DA',
  [theme.breakpoints.up('sm')]: { gap: 8, padding: 8 },
}));

/** The 3 x 3 matrix: eight given panels and the missing one, as one image with its words, row by row. */
export function MatrixGrid({ cells, layout }: { cells: readonly PanelData[]; layout: string }) {
  const intl = useIntl();
  const words = usePanelWords();
  // Each panel's sentence without its full stop, so a row reads as one list of three.
  const described = [...cells.map((cell) => words(cell, layout).replace(/[.。]$/u, '')), intl.formatMessage(m.missing)];
  const rows = [0, 1, 2].map((r) => intl.formatMessage(m.row, { n: r + 1, panels: intl.formatList(described.slice(r * 3, r * 3 + 3), { type: 'conjunction' }) }));
  return (
    <Grid role="img" aria-label={intl.formatMessage(m.matrix, { rows: rows.join(' ') })}>
      {cells.map((cell, i) => (
        <PanelSvg key={i} panel={cell} layout={layout} />
      ))}
      <MissingPanelSvg />
    </Grid>
  );
}
