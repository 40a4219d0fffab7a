import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import {
  GrowthAdvice_AdviceFragmentDoc,
  GrowthAdvice_GlanceFragmentDoc,
  GrowthSection_SectionFragmentDoc,
} from '../../../__generated__/graphql';
import { Column, Columns, Lead, Panel } from '../components/Feature';
import { ReportSection, TextList } from '../components/ReportSection';
import { growthMessages } from './messages';

type GrowthMessage = (typeof growthMessages)[keyof typeof growthMessages];

/** The lists beside the reading column: a quiet card, so the eye goes to the text first. */
const Lists = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5, 2.5, 2),
  borderRadius: 20,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  '& h3': { margin: theme.spacing(2, 0, 1), fontSize: '1.0625rem' },
  // On a desktop the lists stay in view while the reading column scrolls past them.
  [theme.breakpoints.up('md')]: { position: 'sticky', top: 88 },
}));

export interface GrowthSectionProps {
  readonly id: string;
  readonly title: string;
  readonly section: FragmentType<typeof GrowthSection_SectionFragmentDoc>;
  /** Advice drawn from the reader's own scores; absent in a locale whose texts are not written yet. */
  readonly advice?: FragmentType<typeof GrowthAdvice_AdviceFragmentDoc> | null;
  /** Which poles the advice is about, shown on each paragraph. */
  readonly glance?: FragmentType<typeof GrowthAdvice_GlanceFragmentDoc> | null;
  /** What the section calls its challenges and tips: blind spots and practices for personal growth. */
  readonly challengesTitle: GrowthMessage;
  readonly tipsTitle: GrowthMessage;
}

/**
 * Personal, relationships or career growth: the intro and the advice written for the reader's scores (their
 * clearest and lightest preferences, their steadiness) in the reading column; strengths, challenges, tips and
 * (career) fields beside it.
 */
export function GrowthSection({ id, title, challengesTitle, tipsTitle, ...props }: GrowthSectionProps) {
  const intl = useIntl();
  const section = getFragmentData(GrowthSection_SectionFragmentDoc, props.section);
  const advice = getFragmentData(GrowthAdvice_AdviceFragmentDoc, props.advice);
  const glance = getFragmentData(GrowthAdvice_GlanceFragmentDoc, props.glance);
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent' });
  const lists = [
    { key: 'strengths', title: growthMessages.strengths, items: section.strengths },
    { key: 'challenges', title: challengesTitle, items: section.challenges },
    { key: 'tips', title: tipsTitle, items: section.tips },
    { key: 'fields', title: growthMessages.fields, items: section.fields },
  ].filter((list) => list.items.length > 0);
  const paragraphs = advice
    ? [
        { key: 'strongest', ...advice.strongest, pole: glance?.strongest },
        { key: 'weakest', ...advice.weakest, pole: glance?.weakest },
        { key: 'steadiness', ...advice.steadiness, pole: glance?.steadiness },
      ]
    : [];
  return (
    <ReportSection id={id} title={title}>
      <Columns>
        <Column>
          <Lead>{section.intro}</Lead>
          {paragraphs.map((paragraph) => (
            <Panel key={paragraph.key} aria-labelledby={`${id}-${paragraph.key}`}>
              {paragraph.pole && (
                <span className="marker">
                  {paragraph.pole.name} · {percent(paragraph.pole.percent)}
                </span>
              )}
              <h3 id={`${id}-${paragraph.key}`}>{paragraph.title}</h3>
              <p>{paragraph.text}</p>
            </Panel>
          ))}
        </Column>
        <Lists>
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
        </Lists>
      </Columns>
    </ReportSection>
  );
}
