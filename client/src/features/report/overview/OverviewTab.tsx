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
  const { depth } = report;
  // Further reading lists only pages that exist in the report's language, and other tests only tests that exist:
  // with none, the section is left out.
  const shown = SECTIONS.filter(
    (section) => (section !== reading || report.furtherReading.length > 0) && (section !== tests || report.additionalTests.length > 0),
  );
  return (
    <>
      <SectionContents entries={shown.map((section) => ({ id: section.id, title: intl.formatMessage(section.title) }))} />
      <BasicProfile id={basic.id} report={report} color={accent} />
      <GrowthSection
        id={personal.id}
        title={intl.formatMessage(personal.title)}
        section={report.personal}
        advice={depth?.personal}
        glance={depth?.glance}
        challengesTitle={growthMessages.blindSpots}
        tipsTitle={growthMessages.practices}
      />
      <GrowthSection
        id={relationships.id}
        title={intl.formatMessage(relationships.title)}
        section={report.relationships}
        advice={depth?.relationships}
        glance={depth?.glance}
        challengesTitle={growthMessages.challenges}
        tipsTitle={growthMessages.tips}
      />
      <GrowthSection
        id={career.id}
        title={intl.formatMessage(career.title)}
        section={report.career}
        advice={depth?.career}
        glance={depth?.glance}
        challengesTitle={growthMessages.challenges}
        tipsTitle={growthMessages.tips}
      />
      {report.furtherReading.length > 0 && <FurtherReading id={reading.id} report={report} />}
      <AdvancedGuide id={guide.id} report={report} />
      <AdditionalTests id={tests.id} report={report} />
    </>
  );
}
