import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import { coursesMessages as m } from '../messages';

// The worker ships as its own file of this chunk; only this viewer loads it.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/**
 * The character maps pdf.js needs for Chinese, Japanese and Korean text in fonts that are not embedded, served by
 * the product itself (rest/courses.rest.ts), never from elsewhere.
 */
const OPTIONS = { cMapUrl: '/course/pdfjs/cmaps/', cMapPacked: true } as const;

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
/** How far outside the screen a page starts rendering, so scrolling meets a drawn page. */
const MARGIN = '600px 0px';
/** A4 at 72 dpi, the size of a page not measured yet. */
const A4_RATIO = 842 / 595;

const Frame = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  '& .bar': {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(0.5, 1),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
  },
  '& .zoom': { minWidth: 56, textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
  '& .count': { whiteSpace: 'nowrap' },
  '& .keys': { display: 'none', marginInlineStart: 'auto', fontSize: '0.8125rem', color: theme.palette.text.secondary, [theme.breakpoints.up('sm')]: { display: 'block' } },
  '& .pages': { display: 'grid', justifyItems: 'center', gap: theme.spacing(2), overflowX: 'auto', padding: theme.spacing(1, 0), outline: 'none' },
  '& .pages:focus-visible': { boxShadow: `0 0 0 2px ${theme.palette.primary.main}` },
  '& .page': { boxShadow: theme.shadows[2], backgroundColor: '#fff' },
}));

/** One page: drawn only while it is on or near the screen (a phone has canvas memory for a few pages, not a hundred). */
function LazyPage({ number, width, label }: { number: number; width: number; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(number === 1);
  const [ratio, setRatio] = useState(A4_RATIO);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(Boolean(entry?.isIntersecting)), { rootMargin: MARGIN });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="page" role="region" aria-label={label} style={{ width, minHeight: Math.round(width * ratio) }}>
      {visible && (
        <Page
          pageNumber={number}
          width={width}
          renderAnnotationLayer={false}
          onLoadSuccess={(page) => setRatio(page.originalHeight / page.originalWidth)}
          loading={<Skeleton variant="rectangular" width={width} height={Math.round(width * ratio)} />}
        />
      )}
    </div>
  );
}

/** A PDF in the page: each page drawn as it comes into view, with zoom by buttons and keys (+, −, 0). */
export default function PdfViewer({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  const [pages, setPages] = useState(0);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(2);
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(720);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(Math.max(240, Math.floor(entry?.contentRect.width ?? 720))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const file = useMemo(() => ({ url }), [url]);
  const width = Math.round(Math.min(boxWidth, 820) * (ZOOMS[zoom]! / 1));
  const zoomBy = (step: number) => setZoom((z) => Math.min(ZOOMS.length - 1, Math.max(0, z + step)));
  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === '+' || e.key === '=') zoomBy(1);
    else if (e.key === '-' || e.key === '−') zoomBy(-1);
    else if (e.key === '0') setZoom(2);
    else return;
    e.preventDefault();
  };

  if (failed) return <p role="alert">{intl.formatMessage(m.pdfFailed)}</p>;
  return (
    <Frame ref={box} onKeyDown={onKey}>
      <div className="bar" role="toolbar" aria-label={title}>
        <IconButton onClick={() => zoomBy(-1)} disabled={zoom === 0} aria-label={intl.formatMessage(m.pdfZoomOut)}>
          <RemoveIcon />
        </IconButton>
        <span className="zoom" aria-live="polite">{intl.formatMessage(m.pdfZoom, { percent: Math.round(ZOOMS[zoom]! * 100) })}</span>
        <IconButton onClick={() => zoomBy(1)} disabled={zoom === ZOOMS.length - 1} aria-label={intl.formatMessage(m.pdfZoomIn)}>
          <AddIcon />
        </IconButton>
        {pages > 0 && <span className="count">{intl.formatMessage(m.pdfPages, { count: pages })}</span>}
        <span className="keys">{intl.formatMessage(m.pdfKeys)}</span>
      </div>
      <Document
        file={file}
        options={OPTIONS}
        onLoadSuccess={(doc) => setPages(doc.numPages)}
        onLoadError={() => setFailed(true)}
        loading={<Skeleton variant="rectangular" height={480} />}
        className="pages"
        inputRef={(el) => el?.setAttribute('tabindex', '0')}
      >
        {Array.from({ length: pages }, (_, i) => (
          <LazyPage key={i} number={i + 1} width={width} label={intl.formatMessage(m.pdfPage, { number: i + 1 })} />
        ))}
      </Document>
    </Frame>
  );
}
