import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ART_DIR = fileURLToPath(new URL('../../../assets/types/', import.meta.url));

/** Pixels of the rasterised picture: sharp enough for print at the cover's size (about 3 in). */
const ART_PIXELS = 720;

const pictures = new Map<string, Promise<Buffer | null>>();

/**
 * A type's illustration (assets/types/<code>.svg) as a JPEG on `ground` (the colour it is drawn on, which fills its
 * transparent corners), rasterised once per process with sharp (librsvg): pdfkit draws no SVG itself, and embeds a
 * JPEG as it is where a PNG would be decoded again for every PDF. The files are our own, read from disk, never
 * fetched. Null for a code without a picture, so a report still renders.
 */
export function typePicture(code: string, ground: string): Promise<Buffer | null> {
  const file = `${ART_DIR}${code.toLowerCase()}.svg`;
  const key = `${file}|${ground}`;
  let picture = pictures.get(key);
  if (!picture) {
    picture = fs.readFile(file).then(
      (svg) =>
        sharp(svg, { density: (72 * ART_PIXELS) / 240 })
          .resize(ART_PIXELS, ART_PIXELS)
          .flatten({ background: ground })
          .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
          .toBuffer(),
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      },
    );
    // A failure is not kept: the next report tries again.
    picture.catch(() => pictures.delete(key));
    pictures.set(key, picture);
  }
  return picture;
}
