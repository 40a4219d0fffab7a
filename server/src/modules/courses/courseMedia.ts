import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import mammoth from 'mammoth';
import PDFDocument from 'pdfkit';
import { fontsFor } from '../../pdf/fonts';
import { createPdfWriter } from '../../pdf/pdfWriter';
import type { ContentBlock } from '../content/content.models';
import { writeDocx } from './docxWriter';
import { MEDIA_PROGRAMS, type MediaProgram } from './courses.models';

const run = promisify(execFile);

/** The words a lesson's files are made from. */
export interface LessonWords {
  id: number;
  locale: string;
  title: string;
  body: readonly ContentBlock[];
  courseTitle: string;
  author: string;
}

/** One caption of a media program: a cue key (its words come from the locale) and when it shows, in seconds. */
export interface Cue {
  key: string;
  start: number;
  end: number;
}

/** The pacing of the breathing programs: in for four seconds, out for six (six breaths a minute). */
const INHALE = 4;
const EXHALE = 6;
const SHAPES: Record<MediaProgram, { intro: number; cycles: number; outro: number }> = {
  breathing: { intro: 6, cycles: 6, outro: 6 },
  circle: { intro: 4, cycles: 5, outro: 4 },
  soundscape: { intro: 0, cycles: 0, outro: 0 },
};
const SOUNDSCAPE_CUE_SECONDS = 15;

/** The captions' timeline of a program. */
export function programCues(program: MediaProgram): Cue[] {
  if (program === 'soundscape') return MEDIA_PROGRAMS.soundscape.map((key, i) => ({ key, start: i * SOUNDSCAPE_CUE_SECONDS, end: (i + 1) * SOUNDSCAPE_CUE_SECONDS }));
  const { intro, cycles, outro } = SHAPES[program];
  const cues: Cue[] = [{ key: 'intro', start: 0, end: intro }];
  for (let i = 0; i < cycles; i++) {
    const at = intro + i * (INHALE + EXHALE);
    cues.push({ key: 'in', start: at, end: at + INHALE }, { key: 'out', start: at + INHALE, end: at + INHALE + EXHALE });
  }
  const last = cues.at(-1)!.end;
  cues.push({ key: 'end', start: last, end: last + outro });
  return cues;
}

export const programSeconds = (program: MediaProgram) => programCues(program).at(-1)!.end;

const stamp = (s: number) => `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${(s % 60).toFixed(3).padStart(6, '0')}`;

/** WebVTT captions of a program in the words of a locale; a cue whose words are missing is left out. */
export function captionsVtt(program: MediaProgram, captions: Readonly<Record<string, string>>): string {
  const cues = programCues(program).filter((c) => captions[c.key]);
  return `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${stamp(c.start)} --> ${stamp(c.end)}\n${captions[c.key]!.replace(/-->/g, '→')}\n`).join('\n')}`;
}

/** The transcript of a program: its distinct captions in order. */
export const transcriptOf = (program: MediaProgram, captions: Readonly<Record<string, string>>) => MEDIA_PROGRAMS[program].flatMap((k) => (captions[k] ? [captions[k]] : []));

/** A lesson as a PDF worksheet, in its locale's fonts (Noto Sans and the CJK cuts, embedded). */
export async function lessonPdf(words: LessonWords): Promise<Buffer> {
  const locale = words.locale as Parameters<typeof fontsFor>[0];
  const regular = fontsFor(locale, 'regular');
  const bold = fontsFor(locale, 'bold');
  const margin = 56;
  const doc = new PDFDocument({ size: 'A4', margins: { top: margin, bottom: margin, left: margin, right: margin }, lang: words.locale, displayTitle: true, info: { Title: words.title, Author: words.author, Subject: words.courseTitle } });
  for (const f of [...regular, ...bold]) doc.registerFont(f.id, f.bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const cjk = /^(zh|ja|ko)/.test(words.locale);
  const w = createPdfWriter(doc, { left: margin, width: doc.page.width - 2 * margin, top: margin, bottom: doc.page.height - margin }, cjk ? 1.7 : 1.5);
  const ink = '#1f2937';
  const muted = '#6b7280';
  w.paragraph(words.courseTitle, { size: 10, fonts: regular, color: muted });
  w.gap(4);
  w.paragraph(words.title, { size: 20, fonts: bold, color: ink, leading: 1.3 });
  w.gap(10);
  for (const block of words.body) {
    if (block.type === 'h2') {
      w.gap(8);
      w.paragraph(block.text, { size: 13, fonts: bold, color: ink });
    } else if (block.type === 'ul') {
      for (const item of block.items) {
        w.ensure(24);
        w.line('•', w.frame.left + 4, w.y, { size: 11, fonts: regular, color: ink, width: 10 });
        w.paragraph(item, { size: 11, fonts: regular, color: ink, indent: 18 });
        w.gap(2);
      }
      // A line to write on after each list: the worksheet is for filling in.
      w.gap(6);
    } else if (block.type === 'quote') {
      w.paragraph(block.text, { size: 11, fonts: regular, color: '#4f46e5', indent: 14 });
    } else {
      w.paragraph(block.text, { size: 11, fonts: regular, color: ink });
    }
    w.gap(6);
  }
  w.gap(12);
  for (let i = 0; i < 5; i++) {
    w.ensure(28);
    w.y += 24;
    doc.moveTo(w.frame.left, w.y).lineTo(w.frame.left + w.frame.width, w.y).lineWidth(0.5).strokeColor('#cbd5e1').stroke();
  }
  doc.end();
  return done;
}

/** A lesson as a Word document. */
export const lessonDocx = (words: LessonWords) => Buffer.from(writeDocx({ title: words.title, body: words.body, lang: words.locale, author: words.author }));

const ALLOWED_TAGS = new Set(['h1', 'h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'br']);

/** Keeps only plain structural elements and drops every attribute: what a lesson's HTML may hold. */
export function sanitizeHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(\/?)([a-zA-Z0-9]+)\b[^>]*>/g, (_m, close: string, tag: string) => (ALLOWED_TAGS.has(tag.toLowerCase()) ? `<${close}${tag.toLowerCase()}>` : ''));
}

const STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='heading 2'] => h2:fresh", "p[style-name='List Bullet'] => ul > li:fresh", "p[style-name='Quote'] => blockquote > p:fresh"];

/** A Word document as clean HTML (mammoth), sanitised; the bullets written into the document's items go. */
export async function docxToHtml(docx: Buffer): Promise<string> {
  const { value } = await mammoth.convertToHtml({ buffer: docx }, { styleMap: STYLE_MAP });
  return sanitizeHtml(value).replace(/<li>•\s*/g, '<li>');
}

const digest = (words: LessonWords) => createHash('sha256').update(JSON.stringify([words.title, words.body, words.courseTitle, words.author])).digest('hex').slice(0, 16);

/**
 * The course files, made on first use and kept under a folder of the data directory (never in the repository):
 * PDFs and Word documents per lesson and locale, named by their words' digest so edited words make new files;
 * audio and video per program, made with sox and ffmpeg.
 */
export function createCourseMediaStore(dir: string) {
  const inFlight = new Map<string, Promise<string>>();
  const htmlCache = new Map<string, string>();

  async function ensure(name: string, make: (file: string) => Promise<void>): Promise<string> {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return file;
    let pending = inFlight.get(name);
    if (!pending) {
      pending = (async () => {
        fs.mkdirSync(dir, { recursive: true });
        const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
        try {
          await make(tmp);
          fs.renameSync(tmp, file);
          return file;
        } finally {
          fs.rmSync(tmp, { force: true });
        }
      })().finally(() => inFlight.delete(name));
      inFlight.set(name, pending);
    }
    return pending;
  }

  return {
    pdf: (words: LessonWords) => ensure(`lesson-${words.id}-${words.locale}-${digest(words)}.pdf`, async (tmp) => fs.writeFileSync(tmp, await lessonPdf(words))),
    docx: (words: LessonWords) => ensure(`lesson-${words.id}-${words.locale}-${digest(words)}.docx`, async (tmp) => fs.writeFileSync(tmp, lessonDocx(words))),
    /** The Word document's HTML, converted once per process. */
    async html(words: LessonWords): Promise<string> {
      const key = `${words.id}-${words.locale}-${digest(words)}`;
      const cached = htmlCache.get(key);
      if (cached) return cached;
      const html = await docxToHtml(fs.readFileSync(await this.docx(words)));
      htmlCache.set(key, html);
      return html;
    },
    audio: (program: MediaProgram) => ensure(`${program}.ogg`, (tmp) => renderAudio(program, tmp)),
    video: (program: MediaProgram) => ensure(`${program}.webm`, (tmp) => renderVideo(program, tmp)),
  };
}
export type CourseMediaStore = ReturnType<typeof createCourseMediaStore>;

/** The sound of a program as 24 kHz mono WAV, made with sox. */
async function programWav(program: MediaProgram, out: string): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'course-audio-'));
  try {
    const seconds = programSeconds(program);
    const rate = ['-r', '24000', '-c', '1'];
    const bed = path.join(work, 'bed.wav');
    if (program === 'soundscape') {
      // Slow swells of filtered pink noise over a low drone: a quiet room by the sea.
      await run('sox', ['-n', ...rate, bed, 'synth', String(seconds), 'pinknoise', 'band', '-n', '420', '360', 'tremolo', '0.08', '60', 'vol', '0.5', 'fade', 'q', '4', String(seconds), '6']);
      const drone = path.join(work, 'drone.wav');
      await run('sox', ['-n', ...rate, drone, 'synth', String(seconds), 'sine', '110', 'sine', '164.8', 'vol', '0.04', 'fade', 'q', '6', String(seconds), '8']);
      await run('sox', ['-m', bed, drone, out]);
      return;
    }
    // A rising tone to breathe in to, a falling one to breathe out to, over soft brown noise.
    const parts: string[] = [];
    for (const [i, cue] of programCues(program).entries()) {
      const part = path.join(work, `p${i}.wav`);
      const length = String(cue.end - cue.start);
      const tone =
        cue.key === 'in' ? ['sine', '196-294', 'fade', 'q', '0.6', length, '0.8']
        : cue.key === 'out' ? ['sine', '294-196', 'fade', 'q', '0.8', length, '1.6']
        : ['sine', '220', 'fade', 'q', '1.5', length, '2', 'vol', '0.4'];
      await run('sox', ['-n', ...rate, part, 'synth', length, ...tone, 'vol', '0.25']);
      parts.push(part);
    }
    const tones = path.join(work, 'tones.wav');
    await run('sox', [...parts, tones]);
    await run('sox', ['-n', ...rate, bed, 'synth', String(seconds), 'brownnoise', 'vol', '0.05', 'fade', 'q', '2', String(seconds), '3']);
    await run('sox', ['-m', tones, bed, out]);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function renderAudio(program: MediaProgram, out: string): Promise<void> {
  const wav = `${out}.wav`;
  try {
    await programWav(program, wav);
    await run('ffmpeg', ['-v', 'error', '-y', '-i', wav, '-c:a', 'libopus', '-b:a', '24k', '-f', 'ogg', out]);
  } finally {
    fs.rmSync(wav, { force: true });
  }
}

/**
 * An animated breathing circle (it grows while breathing in, shrinks while breathing out) with the program's
 * tones: 320 px square, 12 frames a second, VP9 and Opus in WebM. No words in the picture: the captions carry them.
 */
async function renderVideo(program: MediaProgram, out: string): Promise<void> {
  const { intro, cycles } = SHAPES[program];
  const seconds = programSeconds(program);
  const wav = `${out}.wav`;
  const cycle = INHALE + EXHALE;
  const end = intro + cycles * cycle;
  // The circle's scale: 0.45 at rest, up to 1 over each inhale, back over each exhale.
  const phase = `mod(t-${intro},${cycle})`;
  const scale = `if(between(t,${intro},${end}),if(lt(${phase},${INHALE}),0.45+0.55*${phase}/${INHALE},1-0.55*(${phase}-${INHALE})/${EXHALE}),0.45)`;
  const size = `trunc(240*(${scale})/2)*2`;
  try {
    await programWav(program, wav);
    await run('ffmpeg', [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', `color=c=0x1e1b4b:s=320x320:r=12:d=${seconds}`,
      '-f', 'lavfi', '-i', `color=c=black@0:s=240x240:r=12:d=${seconds},format=rgba,geq=r=165:g=180:b=252:a='if(lt(hypot(X-120,Y-120),118),235,0)'`,
      '-i', wav,
      '-filter_complex', `[1:v]scale=w='${size}':h='${size}':eval=frame[c];[0:v][c]overlay=x='(W-w)/2':y='(H-h)/2':eval=frame,format=yuv420p[v]`,
      '-map', '[v]', '-map', '2:a',
      '-c:v', 'libvpx-vp9', '-b:v', '60k', '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1',
      '-c:a', 'libopus', '-b:a', '24k', '-shortest', '-f', 'webm', out,
    ]);
  } finally {
    fs.rmSync(wav, { force: true });
  }
}
