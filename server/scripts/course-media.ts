/**
 * Makes the courses' audio and video ahead of the first member who opens them (the server makes them on first use
 * otherwise): the paced-breathing guide and the wind-down soundscape with sox, the breathing circle with ffmpeg.
 * They go to DATA_DIR/course-media, outside the repository. PDFs and Word documents are made per lesson and locale
 * when first asked for, in well under a second each.
 *
 *   npm run course-media -w server
 */
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createCourseMediaStore } from '../src/modules/courses/courseMedia';
import { MEDIA_PROGRAMS, type MediaProgram } from '../src/modules/courses/courses.models';

const config = loadConfig(process.env);
const store = createCourseMediaStore(path.join(config.dataDir, 'course-media'));
for (const program of Object.keys(MEDIA_PROGRAMS) as MediaProgram[]) {
  const started = Date.now();
  const file = program === 'circle' ? await store.video(program) : await store.audio(program);
  console.log(`${program}: ${file} (${Date.now() - started} ms)`);
}
