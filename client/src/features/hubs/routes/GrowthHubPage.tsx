import { HubPage } from '../components/HubPage';
import { GROWTH_SECTIONS } from '../hubSections';
import { hubMessages as m } from '../messages';

/** `/userCenter/growthCenter/{code}-{examId}`: the growth centre, a card for each section that is open. */
export default function GrowthHubPage() {
  return <HubPage title={m.growthTitle} intro={m.growthIntro} sections={GROWTH_SECTIONS} />;
}
