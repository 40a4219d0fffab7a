import { EXAM_KINDS, type ExamCode } from '@innerscope/shared/examKinds';
import type { LandingTheme } from '@innerscope/shared/routes';
import type { TypeCode } from '../../shared/typeCodes';

/** The picture a landing page shows beside its headline (see `components/LandingArt.tsx`). */
export type LandingArtName =
  | 'notebook'
  | 'openDoor'
  | 'twoCircles'
  | 'mirror'
  | 'lens'
  | 'clock'
  | 'sunrise'
  | 'sprout'
  | 'contourMap'
  | 'moon'
  | 'blocks'
  | 'bubbles'
  | 'typeTiles'
  | 'paperPlane';

/** What makes one landing page differ from another, besides its words (`messages.ts`) and its theme (`themeConfig.ts`). */
export interface LandingThemeContent {
  /** The test its words are about, and where its start button leads. */
  readonly exam: Extract<ExamCode, 'BMBTI' | 'YDGX'>;
  readonly art: LandingArtName;
  /** For `typeTiles`: the type pictures shown. */
  readonly types?: readonly TypeCode[];
}

export const LANDING_CONTENT: Readonly<Record<LandingTheme, LandingThemeContent>> = {
  founder: { exam: 'BMBTI', art: 'notebook' },
  free: { exam: 'BMBTI', art: 'openDoor' },
  girl: { exam: 'BMBTI', art: 'twoCircles' },
  'girl-old': { exam: 'BMBTI', art: 'mirror' },
  home: { exam: 'BMBTI', art: 'lens' },
  mainFront: { exam: 'BMBTI', art: 'clock' },
  new: { exam: 'BMBTI', art: 'sunrise' },
  personal: { exam: 'BMBTI', art: 'sprout' },
  psychological: { exam: 'YDGX', art: 'contourMap' },
  relax: { exam: 'BMBTI', art: 'moon' },
  roles: { exam: 'BMBTI', art: 'blocks' },
  third: { exam: 'BMBTI', art: 'bubbles' },
  types: { exam: 'BMBTI', art: 'typeTiles', types: ['INFJ', 'ESTP', 'ENFP', 'ISTJ'] },
  young: { exam: 'BMBTI', art: 'paperPlane' },
};

/** `BMBTI-1754` for `BMBTI`: the segment of the exam a theme leads into. */
export function codeExamIdOf(code: ExamCode): string {
  const kind = EXAM_KINDS.find((candidate) => candidate.code === code) ?? EXAM_KINDS[0];
  return `${kind.code}-${kind.examId}`;
}
