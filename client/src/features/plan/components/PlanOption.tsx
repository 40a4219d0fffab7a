import CheckIcon from '@mui/icons-material/Check';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { PlanOption_SkuFragmentDoc } from '../../../__generated__/graphql';
import { examReportFeatureMessages, featureMessages, offerMessages, planTitleMessages } from '../messages';
import { chargeToday, hasTrial, listSaving } from '../pricing';
import { useCheckoutFormat } from '../useCheckoutFormat';
import { PriceLine } from './PriceLine';

const Card = styled('label')(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: theme.spacing(1.5),
  rowGap: theme.spacing(0.5),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: '1px solid #7D746C',
  backgroundColor: theme.palette.background.paper,
  cursor: 'pointer',
  touchAction: 'manipulation',
  // Japanese lines break between phrases, so a price never parts from its period ("￥2,980／4週間").
  '&:lang(ja)': { wordBreak: 'auto-phrase' },
  '&:has(input:checked)': {
    borderColor: theme.palette.primary.main,
    boxShadow: `0 0 0 1px ${theme.palette.primary.main}`,
    backgroundColor: `color-mix(in srgb, ${theme.palette.primary.main} 6%, ${theme.palette.background.paper})`,
  },
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& input': {
    gridRow: 'span 3',
    width: 24,
    height: 24,
    margin: '2px 0 0',
    accentColor: theme.palette.primary.main,
    cursor: 'pointer',
  },
}));

const Title = styled('span')({ fontWeight: 700, fontSize: '1rem', lineHeight: 1.4 });

const Features = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: theme.spacing(0.5, 0, 0),
  padding: 0,
  display: 'grid',
  gap: theme.spacing(0.25),
  fontSize: '0.9375rem',
  color: theme.palette.text.secondary,
  '& li': { display: 'flex', gap: theme.spacing(0.75), alignItems: 'flex-start' },
  '& svg': { flexShrink: 0, marginTop: 3, color: theme.palette.primary.main },
}));

/** The feature keys the page has words for, in their order; others are left out rather than shown raw. */
export function knownFeatures(keys: readonly string[]): (keyof typeof featureMessages)[] {
  return keys.filter((key): key is keyof typeof featureMessages => Object.hasOwn(featureMessages, key));
}

/** The words of a feature of an offer for the exam `examCode`: the full report is named for its exam. */
export function featureMessage(key: keyof typeof featureMessages, examCode: string) {
  if (key === 'fullReport' && Object.hasOwn(examReportFeatureMessages, examCode)) {
    return examReportFeatureMessages[examCode as keyof typeof examReportFeatureMessages];
  }
  return featureMessages[key];
}

/** What an offer for the exam `examCode` includes, as a list of ticks. */
export function IncludedList({ id, features, label, examCode }: { id?: string; features: readonly string[]; label: string; examCode: string }) {
  const intl = useIntl();
  return (
    <Features id={id} aria-label={label}>
      {knownFeatures(features).map((key) => (
        <li key={key}>
          <CheckIcon fontSize="small" aria-hidden />
          {intl.formatMessage(featureMessage(key, examCode))}
        </li>
      ))}
    </Features>
  );
}

export interface PlanOptionProps {
  readonly sku: FragmentType<typeof PlanOption_SkuFragmentDoc>;
  readonly name: string;
  readonly checked: boolean;
  readonly onSelect: (skuId: string) => void;
  /** Whether the card lists what the offer includes (not when every offer includes the same: the page lists it once). */
  readonly showFeatures: boolean;
  /** The code of the exam the offer is for (`DEPS`): its report is named for it. */
  readonly examCode: string;
}

/**
 * One offer as a card of the radio group: its title, what it costs today and after (or once), its saving and what
 * it includes.
 */
export function PlanOption(props: PlanOptionProps) {
  const intl = useIntl();
  const format = useCheckoutFormat();
  const sku = getFragmentData(PlanOption_SkuFragmentDoc, props.sku);
  const { currency, listAmount } = sku.price;
  const saving = listSaving(sku);
  const id = `plan-${sku.id}`;
  const title = sku.kind === 'report' ? intl.formatMessage(offerMessages.reportOnce) : format.planTitle(sku);
  return (
    <Card htmlFor={id}>
      <input
        id={id}
        type="radio"
        name={props.name}
        value={sku.id}
        checked={props.checked}
        onChange={() => props.onSelect(sku.id)}
        aria-labelledby={`${id}-title`}
        aria-describedby={props.showFeatures ? `${id}-price ${id}-features` : `${id}-price`}
      />
      <Title id={`${id}-title`}>{title}</Title>
      <PriceLine
        id={`${id}-price`}
        today={chargeToday(sku)}
        currency={currency}
        listAmount={listAmount}
        saving={hasTrial(sku) ? 0 : saving}
        over={sku}
      />
      {props.showFeatures && (
        <IncludedList
          id={`${id}-features`}
          features={sku.features}
          label={intl.formatMessage(planTitleMessages.featuresLabel)}
          examCode={props.examCode}
        />
      )}
    </Card>
  );
}
