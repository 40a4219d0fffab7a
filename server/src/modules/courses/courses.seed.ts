import fs from 'node:fs';
import path from 'node:path';
import type { Executor } from '../../db/connection';
import { CourseFile } from './courses.models';
import { deleteCoursesOtherThan, studioOwnedSlugs, upsertCourse } from './courseSeed.repository';

/** seeds/content/courses/*.json, parsed and checked; none when the folder does not exist. */
export function readCourseFiles(dir: string): CourseFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      try {
        return CourseFile.parse(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
      } catch (err) {
        throw new Error(`${path.join(dir, name)}: ${(err as Error).message}`, { cause: err });
      }
    });
}

/**
 * The courses from their folder, converging on the files: a removed file's course goes, with its progress. A course
 * published from the studio is the studio's: its file no longer changes it.
 */
export async function seedCourses(trx: Executor, dir: string): Promise<void> {
  if (!fs.existsSync(dir)) return;
  const files = readCourseFiles(dir);
  const studio = await studioOwnedSlugs(trx);
  for (const file of files) if (!studio.has(file.slug)) await upsertCourse(trx, file);
  await deleteCoursesOtherThan(trx, files.map((f) => f.slug));
}
