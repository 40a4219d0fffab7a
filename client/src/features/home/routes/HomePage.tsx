import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from '../../../shared/afterFirstPaint';
import { CountersSection } from '../components/CountersSection';
import { Hero } from '../components/Hero';

/** Everything under the figures: fetched once the first screen is drawn, so it stays out of the entry code. */
const HomeMoreSections = lazy(() => import('../components/HomeMoreSections'));

/** The space the sections below will take keeps the footer under the first screen until they come: nothing shifts. */
const placeholder = <div style={{ minHeight: '100vh' }} />;

/** The home page (`/` and `/index/{code}-{examId}`). */
export function HomePage() {
  // A link to a section below (`#types-title`) needs it at once; otherwise it waits for the first paint.
  const [painted, setPainted] = useState(() => window.location.hash !== '');
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return (
    <>
      <Hero />
      <CountersSection />
      {painted ? (
        <Suspense fallback={placeholder}>
          <HomeMoreSections />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  );
}
