import sharp from 'sharp';
import { AVATAR_MAX_BYTES, toAvatarWebp } from '../server/src/modules/account/avatar';
import type { BenchContext } from './lib/context';
import { print } from './lib/print';
import { figure, median, type BenchResult } from './lib/types';

/** A phone photo (12 MP JPEG) should become an avatar within this many milliseconds, 95 % of the time. */
export const AVATAR_P95_BUDGET_MS = 600;
/** How much the process may grow while re-encoding such photos one after the other. */
export const AVATAR_RSS_BUDGET_MB = 200;
const RUNS = 15;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** A 4000×3000 photo-like JPEG under the upload limit (grain over a gradient, so it does not compress to nothing), turned by EXIF. */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < raw.length; i++) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    const pixel = Math.floor(i / 3);
    raw[i] = (((pixel % width) * 255) / width + ((pixel / width) * 255) / height / 2 + (seed >>> 28)) & 0xff;
  }
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).withMetadata({ orientation: 6 }).toBuffer();
  if (jpeg.length > AVATAR_MAX_BYTES) throw new Error(`the test photo (${jpeg.length} B) is over the upload limit`);
  return jpeg;
}

/**
 * The avatar upload's work without the network: decode a 12 MP phone photo, turn it upright, crop the square,
 * resize to 512 px and write WebP (`toAvatarWebp`, as `POST /upload` runs it), one after the other.
 */
export async function avatarReencode(_ctx: BenchContext): Promise<BenchResult> {
  const photo = await phonePhoto();
  await toAvatarWebp(photo); // warm-up: libvips loads its codecs on first use
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const out = await toAvatarWebp(photo);
    times.push(performance.now() - started);
    if (!out.ok) throw new Error(`the photo was refused: ${out.code}`);
    bytes = out.webp.length;
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }
  const p95 = percentile(times, 95);
  print(`avatar: ${RUNS} re-encodes of a ${(photo.length / 1024 / 1024).toFixed(1)} MB 12 MP JPEG, median ${median(times).toFixed(0)} ms`);
  return {
    name: 'Avatar re-encode',
    figures: [
      figure('median', Math.round(median(times)), 'ms'),
      figure('p95', Math.round(p95), 'ms', { op: '<=', value: AVATAR_P95_BUDGET_MS }),
      figure('RSS growth', Math.round((rssPeak - rssBefore) / 1024 / 1024), 'MB', { op: '<=', value: AVATAR_RSS_BUDGET_MB }),
      figure('input', Math.round(photo.length / 1024), 'KB'),
      figure('output WebP', Math.round(bytes / 1024), 'KB'),
    ],
    notes: [`${RUNS} runs in one process after a warm-up; the 512×512 WebP is what the site serves.`],
    details: { times },
  };
}
