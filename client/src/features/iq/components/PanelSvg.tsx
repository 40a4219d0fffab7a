import { renderPanelSvg } from '@innerscope/shared/iq/render';
import type { Layout, Panel } from '@innerscope/shared/iq/types';
import { styled } from '@mui/material/styles';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import { IqPanel_PanelFragmentDoc } from '../../../__generated__/graphql';

export type PanelData = FragmentType<typeof IqPanel_PanelFragmentDoc>;

/** A panel as the shared item model types it: the schema sends shape and layout as strings of those enums. */
export const panelOf = (data: PanelData): Panel => getFragmentData(IqPanel_PanelFragmentDoc, data) as unknown as Panel;

const Drawn = styled('span')({
  display: 'block',
  width: '100%',
  height: '100%',
  outline: '1.5px solid #8a8f98',
  borderRadius: 3,
  overflow: 'hidden',
  '& svg': { display: 'block', width: '100%', height: '100%' },
});

const Box = ({ children, size }: { children?: React.ReactNode; size: number | string }) => (
  <span aria-hidden style={{ display: 'block', width: size, aspectRatio: '1 / 1', lineHeight: 0 }}>
    {children}
  </span>
);

/**
 * One matrix panel, drawn by the shared renderer from its data (the same drawing as the PDF's). Hidden from
 * assistive technology: the panel's words (usePanelWords) travel with the control or the figure that holds it.
 */
export function PanelSvg({ panel, layout, size = '100%' }: { panel: PanelData; layout: string; size?: number | string }) {
  // The renderer builds the SVG from numbers and fixed shape names only: no text from anyone reaches it.
  const svg = renderPanelSvg(panelOf(panel), layout as Layout);
  return (
    <Box size={size}>
      <Drawn dangerouslySetInnerHTML={{ __html: svg }} />
    </Box>
  );
}

/** The missing ninth panel: a dashed frame with a question mark. */
export function MissingPanelSvg({ size = '100%' }: { size?: number | string }) {
  return (
    <Box size={size}>
      <svg viewBox="0 0 100 100" width="100%" height="100%" focusable="false" style={{ display: 'block' }}>
        <rect x="1" y="1" width="98" height="98" fill="#F4F1EC" stroke="#3E5C9A" strokeWidth="2" strokeDasharray="6 5" rx="3" />
        <text x="50" y="64" textAnchor="middle" fontSize="44" fontWeight="700" fill="#3E5C9A">
          ?
        </text>
      </svg>
    </Box>
  );
}
