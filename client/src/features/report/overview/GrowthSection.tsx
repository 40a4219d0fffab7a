import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { GrowthSection_SectionFragmentDoc } from '../../../__generated__/graphql';
import { ReportSection, TextList } from '../components/ReportSection';
import { growthMessages } from './messages';

type GrowthMessage = (typeof growthMessages)[keyof typeof growthMessages];

export interface GrowthSectionProps {
  readonly id: string;
  readonly title: string;
  readonly section: FragmentType<typeof GrowthSection_SectionFragmentDoc>;
  /** What the section calls its challenges and tips: blind spots and practices for personal growth. */
  readonly challengesTitle: GrowthMessage;
  readonly tipsTitle: GrowthMessage;
}

/** Personal, relationships or career growth: an intro, then strengths, challenges, tips and (career) fields. */
export function GrowthSection({ id, title, challengesTitle, tipsTitle, ...props }: GrowthSectionProps) {
  const intl = useIntl();
  const section = getFragmentData(GrowthSection_SectionFragmentDoc, props.section);
  const lists = [
    { key: 'strengths', title: growthMessages.strengths, items: section.strengths },
    { key: 'challenges', title: challengesTitle, items: section.challenges },
    { key: 'tips', title: tipsTitle, items: section.tips },
    { key: 'fields', title: growthMessages.fields, items: section.fields },
  ].filter((list) => list.items.length > 0);
  return (
    <ReportSection id={id} title={title}>
      <p>{section.intro}</p>
      {lists.map((list) => (
        <div key={list.key}>
          <h3>{intl.formatMessage(list.title)}</h3>
          <TextList>
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </TextList>
        </div>
      ))}
    </ReportSection>
  );
}
