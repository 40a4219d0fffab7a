import { ClosingCta } from '../components/ClosingCta';
import { CountersSection } from '../components/CountersSection';
import { Hero } from '../components/Hero';
import { TopicsSection } from '../components/TopicsSection';
import { TypesSection } from '../components/TypesSection';

/** The home page (`/` and `/index/{code}-{examId}`). */
export function HomePage() {
  return (
    <>
      <Hero />
      <CountersSection />
      <TypesSection />
      <TopicsSection />
      <ClosingCta />
    </>
  );
}
