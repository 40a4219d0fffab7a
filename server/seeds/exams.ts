import type { Locale } from '../src/shared/locales';

export interface ExamSeed {
  id: number;
  code: string;
  kind: 'MBTI' | 'IQ' | 'DEPS' | 'YDGX';
  names: Record<Locale, string>;
  /** Category and minutes of an exam whose items are not read from a content folder (the 16-type test). */
  category?: string;
  minutes?: number;
  /** Whether visitors are offered the exam; a hidden one can still be taken by id. */
  live: boolean;
  /** The folder under seeds/content with exam.json, items/ and report/ (see examContent.ts). */
  contentDir?: string;
  /** The day the exam came out (UTC): the test centre's "latest tests" are newest first by it. */
  publishedAt?: string;
}

/** The tests the product offers. The 16-type test is the front door: code BMBTI, examId 1754. */
export const EXAMS: ExamSeed[] = [
  {
    id: 1754,
    code: 'BMBTI',
    publishedAt: '2026-09-01',
    kind: 'MBTI',
    category: 'personality',
    minutes: 15,
    live: true,
    names: {
      'en-US': '16-Type Personality Test',
      'zh-CN': '16型人格测试',
      'zh-HK': '16型人格測試',
      'ja-JP': '16タイプ性格診断',
      'ko-KR': '16가지 성격 유형 검사',
      'fr-FR': 'Test de personnalité en 16 types',
      'es-ES': 'Test de personalidad de 16 tipos',
      'de-DE': 'Persönlichkeitstest mit 16 Typen',
      'pt-PT': 'Teste de personalidade de 16 tipos',
    },
  },
  {
    id: 1801,
    code: 'DEPS',
    publishedAt: '2026-10-15',
    kind: 'DEPS',
    live: true,
    contentDir: 'deps',
    names: {
      'en-US': 'Depression Screen',
      'zh-CN': '抑郁筛查',
      'zh-HK': '抑鬱篩查',
      'ja-JP': 'うつ症状セルフチェック',
      'ko-KR': '우울 선별 검사',
      'fr-FR': 'Dépistage de la dépression',
      'es-ES': 'Cribado de depresión',
      'de-DE': 'Depressions-Screening',
      'pt-PT': 'Rastreio de depressão',
    },
  },
  {
    id: 1802,
    code: 'YDGX',
    publishedAt: '2026-11-02',
    kind: 'YDGX',
    live: true,
    contentDir: 'ydgx',
    names: {
      'en-US': 'Psychological Map',
      'zh-CN': '心理地图',
      'zh-HK': '心理地圖',
      'ja-JP': '心理マップ',
      'ko-KR': '심리 지도',
      'fr-FR': 'Carte psychologique',
      'es-ES': 'Mapa psicológico',
      'de-DE': 'Psychologische Landkarte',
      'pt-PT': 'Mapa psicológico',
    },
  },
  {
    id: 1803,
    code: 'IQ',
    publishedAt: '2026-11-20',
    kind: 'IQ',
    live: true,
    contentDir: 'iq',
    names: {
      'en-US': 'Matrix Reasoning Test',
      'zh-CN': '图形推理测验',
      'zh-HK': '圖形推理測驗',
      'ja-JP': '図形推理テスト',
      'ko-KR': '도형 추리 검사',
      'fr-FR': 'Test de raisonnement sur matrices',
      'es-ES': 'Test de razonamiento con matrices',
      'de-DE': 'Matrizen-Denktest',
      'pt-PT': 'Teste de raciocínio com matrizes',
    },
  },
];
