import type { Locale } from '../src/shared/locales';

export interface ExamSeed {
  id: number;
  code: string;
  kind: 'MBTI' | 'IQ' | 'DEPS' | 'YDGX';
  names: Record<Locale, string>;
}

/** The tests the product offers. The 16-type test is the front door: code BMBTI, examId 1754. */
export const EXAMS: ExamSeed[] = [
  {
    id: 1754,
    code: 'BMBTI',
    kind: 'MBTI',
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
];
