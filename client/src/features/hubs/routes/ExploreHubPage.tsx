import { HubPage } from '../components/HubPage';
import { EXPLORE_SECTIONS } from '../hubSections';
import { hubMessages as m } from '../messages';

/** `/userCenter/exploreMore/{code}-{examId}`: the exploration centre, a card for each section that is open. */
export default function ExploreHubPage() {
  return <HubPage title={m.exploreTitle} intro={m.exploreIntro} sections={EXPLORE_SECTIONS} />;
}
