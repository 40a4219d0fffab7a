import { ClosingCta } from './ClosingCta';
import { MoreTestsSection } from './MoreTestsSection';
import { TopicsSection } from './TopicsSection';
import { TypesSection } from './TypesSection';

/** The home page below its first screen: fetched as its own chunk once the hero and the figures are drawn. */
export default function HomeMoreSections() {
  return (
    <>
      <TypesSection />
      <TopicsSection />
      <MoreTestsSection />
      <ClosingCta />
    </>
  );
}
