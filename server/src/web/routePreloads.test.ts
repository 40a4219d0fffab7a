import { describe, expect, it } from 'vitest';
import { type BuildManifest, chunkFilesOf, pageModuleFor, withModulePreloads } from './routePreloads';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-2.js'] },
  '_shared-2.js': { file: 'assets/shared-2.js' },
  '_Dialog-3.js': { file: 'assets/Dialog-3.js', imports: ['index.html', '_Paper-4.js'] },
  '_Paper-4.js': { file: 'assets/Paper-4.js', imports: ['_Dialog-3.js'] },
  'src/app/checkoutPages.ts': { file: 'assets/checkoutPages-5.js', imports: ['index.html', '_shared-2.js', '_Dialog-3.js'] },
};

describe('route preloads', () => {
  it("lists a module's chunk and its static imports, without the entry chain, each once", () => {
    expect(chunkFilesOf(manifest, 'src/app/checkoutPages.ts')).toEqual([
      'assets/checkoutPages-5.js',
      'assets/Dialog-3.js',
      'assets/Paper-4.js',
    ]);
    expect(chunkFilesOf(manifest, 'src/app/unknown.ts')).toEqual([]);
    expect(chunkFilesOf(manifest, '_shared-2.js')).toEqual([]);
  });

  it('maps page paths to the module of their page', () => {
    expect(pageModuleFor('/paying/scheme/BMBTI-1754')).toBe('src/app/checkoutPages.ts');
    expect(pageModuleFor('/fr-FR/answer/question/BMBTI-1754')).toBe('src/app/examPages.ts');
    expect(pageModuleFor('/report/result/BMBTI-1754')).toBe('src/features/report/routes/ReportPage.tsx');
    expect(pageModuleFor('/report/result-free-test/YDGX-1802')).toBeNull();
    expect(pageModuleFor('/report/result/DEPS-1801')).toBe('src/features/deps/routes/DepsReportPage.tsx');
    expect(pageModuleFor('/ja/report/result/YDGX-1802')).toBe('src/features/ydgx/routes/YdgxReportPage.tsx');
    expect(pageModuleFor('/report/result-download/DEPS-1801')).toBeNull();
    expect(pageModuleFor('/index/BMBTI-1754')).toBe('src/features/home/routes/HomePage.tsx');
    expect(pageModuleFor('/answer/question/IQ-1803')).toBe('src/features/iq/routes/IqQuestionPage.tsx');
    expect(pageModuleFor('/answer/question/DEPS-1801')).toBe('src/features/deps/routes/DepsQuestionPage.tsx');
    expect(pageModuleFor('/answer/question/YDGX-1802')).toBe('src/app/examPages.ts');
    expect(pageModuleFor('/ko/landing/relax/BMBTI-1754')).toBe('src/features/landing/routes/LandingPage.tsx');
    expect(pageModuleFor('/help')).toBeNull();
  });

  it('puts the links at the end of the head, and leaves a page without preloads as it is', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withModulePreloads(html, [])).toBe(html);
    const withLinks = withModulePreloads(html, ['assets/a-1.js']);
    expect(withLinks).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/a-1.js">');
    expect(withLinks.indexOf('modulepreload')).toBeGreaterThan(withLinks.indexOf('<title>'));
    expect(withLinks.indexOf('modulepreload')).toBeLessThan(withLinks.indexOf('</head>'));
  });
});
