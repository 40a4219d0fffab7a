import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useRef, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, type To } from 'react-router-dom';
import type { CourseDetailFieldsFragment } from '../../../__generated__/graphql';
import { type BodyBlock, ContentBody } from '../../../shared/components/ContentBody';
import { coursesMessages as m } from '../messages';

export type LessonData = CourseDetailFieldsFragment['lessons'][number];
type Block = NonNullable<LessonData['body']>[number];

const TEXT_BLOCKS: readonly string[] = ['H2', 'P', 'UL', 'QUOTE'];
/** A lesson's words as reading text: headings, paragraphs, lists and quotations. */
const readable = (body: readonly Block[]) => body.filter((b): b is Block & { type: BodyBlock['type'] } => TEXT_BLOCKS.includes(b.type));

/** How often a playing lesson's place is saved, in seconds of playback. */
const SAVE_EVERY_SECONDS = 15;

const Html = styled('div')(({ theme }) => ({
  maxWidth: '68ch',
  fontSize: '1.0625rem',
  lineHeight: 1.75,
  overflowWrap: 'anywhere',
  '&:lang(ko)': { wordBreak: 'keep-all' },
  '& h1': { margin: theme.spacing(0, 0, 2), fontSize: '1.375rem', fontWeight: 700 },
  '& h2': { margin: theme.spacing(3, 0, 1), fontSize: '1.1875rem', fontWeight: 700 },
  '& p': { margin: theme.spacing(0, 0, 1.5) },
  '& blockquote': { margin: theme.spacing(2, 0), paddingInlineStart: theme.spacing(2), borderInlineStart: `4px solid ${theme.palette.primary.main}`, fontStyle: 'italic' },
}));

const Player = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  '& audio': { width: '100%' },
  '& video': { width: '100%', maxWidth: 480, aspectRatio: '1 / 1', borderRadius: theme.shape.borderRadius, backgroundColor: '#1e1b4b' },
  '& details': { padding: theme.spacing(1.5, 2), borderRadius: theme.shape.borderRadius, backgroundColor: theme.palette.action.hover },
  '& summary': { cursor: 'pointer', fontWeight: 600, minHeight: 32 },
  '& ol': { margin: theme.spacing(1, 0, 0), paddingInlineStart: theme.spacing(3) },
}));

const Actions = styled('div')(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1.5), margin: theme.spacing(2, 0) }));

interface Props {
  readonly lesson: LessonData;
  readonly lang: string;
  /** The PDF viewer's link for a PDF lesson. */
  readonly pdfTo: To;
  /** Called with where playback stopped, and whether it reached the end. */
  readonly onPlayback: (positionSeconds: number, ended: boolean) => void;
}

/** One open lesson: its words; the PDF viewer's link and download; a Word document as HTML; a player with captions. */
export function LessonContent({ lesson, lang, pdfTo, onPlayback }: Props) {
  const intl = useIntl();
  const lastSaved = useRef(lesson.positionSeconds);

  const media = lesson.kind === 'AUDIO' || lesson.kind === 'VIDEO';
  const resumeAt = (e: SyntheticEvent<HTMLMediaElement>) => {
    const el = e.currentTarget;
    if (lesson.positionSeconds > 0 && !lesson.completed && lesson.positionSeconds < (el.duration || Infinity) - 1) el.currentTime = lesson.positionSeconds;
  };
  const onTime = (e: SyntheticEvent<HTMLMediaElement>) => {
    const at = Math.floor(e.currentTarget.currentTime);
    if (Math.abs(at - lastSaved.current) >= SAVE_EVERY_SECONDS) {
      lastSaved.current = at;
      onPlayback(at, false);
    }
  };
  const onPause = (e: SyntheticEvent<HTMLMediaElement>) => {
    const el = e.currentTarget;
    if (el.ended) return;
    lastSaved.current = Math.floor(el.currentTime);
    onPlayback(lastSaved.current, false);
  };
  const onEnded = () => onPlayback(0, true);
  const track = lesson.captionsUrl ? <track kind="captions" src={lesson.captionsUrl} srcLang={lang} label={intl.formatMessage(m.captions)} default /> : null;

  return (
    <div lang={lang}>
      {lesson.kind === 'WORD' && lesson.html ? (
        <Html dangerouslySetInnerHTML={{ __html: lesson.html }} />
      ) : (
        lesson.body && <ContentBody blocks={readable(lesson.kind === 'PDF' ? lesson.body.slice(0, 1) : lesson.body)} lang={lang} />
      )}
      {lesson.kind === 'PDF' && lesson.fileUrl && (
        <Actions>
          <Button component={Link} to={pdfTo} variant="contained" size="large" startIcon={<PictureAsPdfIcon aria-hidden />}>
            {intl.formatMessage(m.openPdf)}
          </Button>
          <Button component="a" href={lesson.fileUrl} download variant="outlined" size="large" startIcon={<DownloadIcon aria-hidden />}>
            {intl.formatMessage(m.downloadPdf)}
          </Button>
        </Actions>
      )}
      {lesson.kind === 'WORD' && lesson.fileUrl && (
        <Actions>
          <Button component="a" href={lesson.fileUrl} download variant="outlined" size="large" startIcon={<DownloadIcon aria-hidden />}>
            {intl.formatMessage(m.downloadWord)}
          </Button>
        </Actions>
      )}
      {media && lesson.fileUrl && (
        <Player>
          {lesson.kind === 'AUDIO' ? (
            <audio controls preload="metadata" src={lesson.fileUrl} onLoadedMetadata={resumeAt} onTimeUpdate={onTime} onPause={onPause} onEnded={onEnded} aria-label={lesson.title}>
              {track}
              {intl.formatMessage(m.noPlayback)}
            </audio>
          ) : (
            <video controls preload="metadata" playsInline src={lesson.fileUrl} onLoadedMetadata={resumeAt} onTimeUpdate={onTime} onPause={onPause} onEnded={onEnded} aria-label={lesson.title}>
              {track}
              {intl.formatMessage(m.noPlayback)}
            </video>
          )}
          {lesson.transcript && lesson.transcript.length > 0 && (
            <details>
              <summary>{intl.formatMessage(m.transcript)}</summary>
              <ol>
                {lesson.transcript.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ol>
            </details>
          )}
        </Player>
      )}
    </div>
  );
}
