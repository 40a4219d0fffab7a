import type { CourseFile } from '../courses.models';

/** Small courses for tests, in the content files' format. */
const body = (text: string) => [{ type: 'h2' as const, text: 'Intro' }, { type: 'p' as const, text }, { type: 'ul' as const, items: ['one', 'two'] }];
const captions = { intro: 'Settle in.', in: 'Breathe in.', out: 'Breathe out.', end: 'Well done.' };

export const FREE_COURSE: CourseFile = {
  slug: 'test-free-course',
  category: 'stress',
  format: 'audio',
  premium: false,
  tags: ['new'],
  publishedAt: '2026-11-01',
  updatedAt: '2026-11-02',
  lessons: [
    { key: 'read', kind: 'text', minutes: 3 },
    { key: 'listen', kind: 'audio', minutes: 2, program: 'breathing' },
    { key: 'sheet', kind: 'pdf', minutes: 5 },
  ],
  locales: {
    'en-US': { title: 'Free course', summary: 'Anyone may open it.', author: 'Editors', lessons: [{ title: 'Read', body: body('Words.') }, { title: 'Listen', body: body('Sound.'), captions }, { title: 'Sheet', body: body('Fill it in.') }] },
    'ja-JP': {
      title: '無料のコース',
      summary: 'だれでも開けます。',
      author: '編集部',
      lessons: [{ title: '読む', body: body('ことば。') }, { title: '聴く', body: body('音。'), captions: { intro: '楽に。', in: '吸って。', out: '吐いて。', end: 'おつかれさま。' } }, { title: 'ワークシート', body: body('感情に名前をつけましょう。') }],
    },
  },
};

export const PREMIUM_COURSE: CourseFile = {
  slug: 'test-premium-course',
  category: 'habits',
  format: 'word',
  premium: true,
  tags: [],
  publishedAt: '2026-11-05',
  updatedAt: '2026-11-06',
  lessons: [
    { key: 'plan', kind: 'word', minutes: 8 },
    { key: 'notes', kind: 'text', minutes: 3 },
  ],
  locales: {
    'en-US': { title: 'Premium course', summary: 'For Premium members.', author: 'Editors', lessons: [{ title: 'Plan', body: body('A plan <b>written</b> here.') }, { title: 'Notes', body: body('Secret words.') }] },
  },
};

export const FUTURE_COURSE: CourseFile = { ...FREE_COURSE, slug: 'test-future-course', publishedAt: '2027-06-01' };
