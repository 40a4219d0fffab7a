import type { ArticleFile, NoticeFile } from '../content.models';

/** Small articles and notices for tests, in the content files' format; every locale where a test reads one. */
const body = (text: string) => [{ type: 'h2' as const, text: 'Intro' }, { type: 'p' as const, text }, { type: 'ul' as const, items: ['one', 'two'] }];

export const SLEEP_ARTICLE: ArticleFile = {
  slug: 'sleep-and-mood',
  category: 'science',
  relatedExams: ['DEPS', 'NOPE'],
  publishedAt: '2026-10-02',
  recommendedOn: '2026-11-01',
  locales: {
    'en-US': { title: 'Sleep and mood', summary: 'How a night shapes a day.', body: body('A café at night, été or winter, keeps you awake.') },
    'zh-CN': { title: '睡眠与情绪', summary: '一夜如何影响一天。', body: body('长期失眠与忧郁有关。') },
    'zh-HK': { title: '睡眠與情緒', summary: '一夜如何影響一天。', body: body('長期失眠與憂鬱有關。') },
    'ja-JP': { title: '睡眠とこころ', summary: '一晩が一日を形づくる。', body: body('よく眠ると気分が安定します。') },
    'ko-KR': { title: '수면과 기분', summary: '하룻밤이 하루를 만듭니다.', body: body('잠을 잘 자면 기분이 안정됩니다.') },
    'fr-FR': { title: 'Sommeil et humeur', summary: 'Une nuit façonne une journée.', body: body("L'été, le café du soir vous garde éveillé.") },
  },
};

export const TEST_ARTICLE: ArticleFile = {
  slug: 'how-tests-work',
  category: 'test',
  relatedExams: [],
  publishedAt: '2026-10-10',
  recommendedOn: null,
  locales: {
    'en-US': { title: 'How tests work', summary: 'Scores, scales and sleep.', body: body('Questionnaires measure habits.') },
    'zh-CN': { title: '测试如何运作', summary: '分数与量表。', body: body('问卷衡量习惯。') },
    'ko-KR': { title: '검사의 원리', summary: '점수와 척도.', body: body('설문은 습관을 측정합니다.') },
  },
};

export const FUTURE_ARTICLE: ArticleFile = {
  ...TEST_ARTICLE,
  slug: 'not-yet',
  publishedAt: '2099-01-01',
  locales: { 'en-US': { title: 'Sleep in the future', summary: 'Later.', body: body('Sleep.') } },
};

export const MAINTENANCE_NOTICE: NoticeFile = {
  slug: 'maintenance',
  publishedAt: '2026-11-20',
  locales: {
    'en-US': { title: 'Planned maintenance', body: [{ type: 'p', text: 'The site pauses for ten minutes on Sunday night.' }] },
    'ko-KR': { title: '정기 점검 안내', body: [{ type: 'p', text: '일요일 밤 10분간 점검합니다.' }] },
  },
};

export const NEW_TESTS_NOTICE: NoticeFile = {
  slug: 'new-tests',
  publishedAt: '2026-11-25',
  locales: { 'en-US': { title: 'Two new tests', body: [{ type: 'p', text: 'The depression screen and the psychological map are live.' }] } },
};
