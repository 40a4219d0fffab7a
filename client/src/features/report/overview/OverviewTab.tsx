import { useIntl } from 'react-intl';
import type { ReadableReport } from '../readableReport';
import { SectionContents } from '../components/SectionContents';
import { AdditionalTests } from './AdditionalTests';
import { AdvancedGuide } from './AdvancedGuide';
import { BasicProfile } from './BasicProfile';
import { FurtherReading } from './FurtherReading';
import { GrowthSection } from './GrowthSection';
import { growthMessages, overviewSectionMessages } from './messages';

/** The sections of the Overview tab, in order, as the contents menu lists them. */
const SECTIONS = [
  { id: 'report-basic', title: overviewSectionMessages.basic },
  { id: 'report-personal', title: overviewSectionMessages.personal },
  { id: 'report-relationships', title: overviewSectionMessages.relationships },
  { id: 'report-career', title: overviewSectionMessages.career },
  { id: 'report-reading', title: overviewSectionMessages.reading },
  { id: 'report-guide', title: overviewSectionMessages.guide },
  { id: 'report-tests', title: overviewSectionMessages.tests },
] as const;

const [basic, personal, relationships, career, reading, guide, tests] = SECTIONS;

/** The type, growth in three areas, and where to go next. */
export function OverviewTab({ report, accent }: { report: ReadableReport; accent: string }) {
  const intl = useIntl();
  return (
    <>
      <SectionContents entries={SECTIONS.map((section) => ({ id: section.id, title: intl.formatMessage(section.title) }))} />
      <BasicProfile id={basic.id} report={report} color={accent} />
      <GrowthSection
        id={personal.id}
        title={intl.formatMessage(personal.title)}
        section={report.personal}
        challengesTitle={growthMessages.blindSpots}
        tipsTitle={growthMessages.practices}
      />
      <GrowthSection
        id={relationships.id}
        title={intl.formatMessage(relationships.title)}
        section={report.relationships}
        challengesTitle={growthMessages.challenges}
        tipsTitle={growthMessages.tips}
      />
      <GrowthSection
        id={career.id}
        title={intl.formatMessage(career.title)}
        section={report.career}
        challengesTitle={growthMessages.challenges}
        tipsTitle={growthMessages.tips}
      />
      <FurtherReading id={reading.id} report={report} />
      <AdvancedGuide id={guide.id} report={report} />
      <AdditionalTests id={tests.id} report={report} />
    </>
  );
}
