import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { styled } from '@mui/material/styles';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { type Locale, LOCALES, NATIVE_NAMES, normalizeLocale } from '@innerscope/shared/locales';
import { headerMessages } from '../messages';
import type { PdfState } from '../usePdfUrl';

const Bar = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start', padding: theme.spacing(2.5) },
}));

const Field = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.75),
  '& label': { fontWeight: 600, fontSize: '0.9375rem' },
  '& select': {
    width: '100%',
    minHeight: 48,
    padding: theme.spacing(1, 5, 1, 1.75),
    border: '1px solid #7D746C',
    borderRadius: 12,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    font: 'inherit',
    // 16 px keeps iOS Safari from zooming in when the picker opens.
    fontSize: 16,
    appearance: 'none',
    backgroundImage:
      'url("data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 width=%2724%27 height=%2724%27%3E%3Cpath d=%27M7 10l5 5 5-5%27 fill=%27none%27 stroke=%27%235A4A3F%27 stroke-width=%272%27/%3E%3C/svg%3E")',
    backgroundRepeat: 'no-repeat',
    backgroundPosition: `right ${theme.spacing(1.5)} center`,
    touchAction: 'manipulation',
  },
  '& select:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
}));

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  fontSize: '0.9375rem',
  color: theme.palette.text.secondary,
}));

function PdfControls({ pdf, onCheckAgain }: { pdf: PdfState; onCheckAgain: () => void }) {
  const intl = useIntl();
  const label = intl.formatMessage(headerMessages.download);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {pdf.status === 'ready' ? (
        <Button component="a" href={pdf.url} download variant="contained" size="large" startIcon={<DownloadIcon />} fullWidth>
          {label}
        </Button>
      ) : (
        <Button
          variant="contained"
          size="large"
          disabled
          fullWidth
          startIcon={pdf.status === 'preparing' ? <CircularProgress size={18} color="inherit" aria-hidden /> : <DownloadIcon />}
          aria-describedby="report-pdf-status"
        >
          {label}
        </Button>
      )}
      {/* A live region that is always there, so the change to "ready" or "late" is announced. */}
      <div role="status" id="report-pdf-status">
        {pdf.status === 'preparing' && <Status>{intl.formatMessage(headerMessages.preparing)}</Status>}
        {pdf.status === 'slow' && (
          <>
            <Status>{intl.formatMessage(headerMessages.slow)}</Status>
            <Button variant="text" onClick={onCheckAgain} sx={{ mt: 0.5, px: 1 }}>
              {intl.formatMessage(headerMessages.checkAgain)}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

export interface ReportToolbarProps {
  readonly pdf: PdfState;
  readonly onCheckAgain: () => void;
  readonly locale: Locale;
  readonly onLocaleChange: (locale: Locale) => void;
  /** The language being loaded after a switch, while the report still shows the previous one. */
  readonly switchingTo: Locale | null;
}

/** Under the header: the PDF download with its progress, and the report's language. */
export function ReportToolbar({ pdf, onCheckAgain, locale, onLocaleChange, switchingTo }: ReportToolbarProps) {
  const intl = useIntl();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = normalizeLocale(event.target.value);
    if (next && next !== locale) onLocaleChange(next);
  };
  return (
    <Bar>
      <PdfControls pdf={pdf} onCheckAgain={onCheckAgain} />
      <Field>
        <label htmlFor="report-language">{intl.formatMessage(headerMessages.language)}</label>
        <select id="report-language" value={locale} onChange={onChange} aria-describedby="report-language-status">
          {LOCALES.map((tag) => (
            <option key={tag} value={tag} lang={tag}>
              {NATIVE_NAMES[tag]}
            </option>
          ))}
        </select>
        <div role="status" id="report-language-status">
          {switchingTo && (
            <Status>
              <CircularProgress size={16} color="inherit" aria-hidden />
              {intl.formatMessage(headerMessages.switching, { language: NATIVE_NAMES[switchingTo] })}
            </Status>
          )}
        </div>
      </Field>
    </Bar>
  );
}
