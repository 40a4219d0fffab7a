/** The psychological map's report texts per locale (seeds/content/ydgx/report/<locale>.json). */
export interface YdgxReportTexts {
  dimensions: Record<string, { name: string; short: string; levels: Record<Band, string>; advice: Record<Band, string> }>;
  thinking: Record<'intuitive' | 'reflective' | 'neutral', { title: string; body: string }>;
  quadrant: Record<'secure' | 'fearful' | 'preoccupied' | 'dismissing', { title: string; body: string; advice: string }>;
  motives: Record<string, { title: string; body: string }>;
  wellbeing: Record<Band, string>;
  keywords: Record<string, string[]>;
  tags: Record<string, string>;
  tabs: Record<'overview' | 'keyInterpretations' | 'dimensionDetail' | 'developmentAdvice', string>;
  disclaimer: string;
}

type Band = 'low' | 'medium' | 'high';
