import { dailyAmount, skipTrialOffer, type PricedSku } from './pricing';

/** The upsell steps after the first payment, in the order they are offered (spec section 4). */
export const PACKAGE_STEPS = ['skip_trial', 'add_packs', 'depth_content', 'member_exclusive', 'access_product'] as const;

export type PackageStep = (typeof PACKAGE_STEPS)[number];

/** The query parameter naming the step on screen, so a reload resumes it. */
export const STEP_PARAM = 'step';

export function isPackageStep(value: string | null | undefined): value is PackageStep {
  return (PACKAGE_STEPS as readonly string[]).includes(value ?? '');
}

/** The steps for a first order: "skip the trial" only when its plan has a trial. */
export function stepsFor(firstPlanHasTrial: boolean): PackageStep[] {
  return PACKAGE_STEPS.filter((step) => step !== 'skip_trial' || firstPlanHasTrial);
}

/**
 * The step to show for the URL's `?step=`: that step when it applies, the next one that applies when it names a
 * step this order skips, and the first step when the URL names none.
 */
export function stepToShow(steps: readonly PackageStep[], fromUrl: string | null): PackageStep | null {
  if (!isPackageStep(fromUrl)) return steps[0] ?? null;
  const at = PACKAGE_STEPS.indexOf(fromUrl);
  return steps.find((step) => PACKAGE_STEPS.indexOf(step) >= at) ?? null;
}

/** The step after `step`, or null after the last. */
export function stepAfter(steps: readonly PackageStep[], step: PackageStep): PackageStep | null {
  const at = PACKAGE_STEPS.indexOf(step);
  return steps.find((next) => PACKAGE_STEPS.indexOf(next) > at) ?? null;
}

interface StepSku extends PricedSku {
  readonly step: string | null;
}

/**
 * What a step offers: the package of that step, or for "skip the trial" the cheapest-per-day plan without a trial,
 * and only when it costs less per day than the plan the trial renews into (`firstPlan`, the plan just bought):
 * paying today gives nothing the trial does not, so a lower price is the only honest reason to offer it. None may
 * exist.
 */
export function offerForStep<T extends StepSku>(
  step: PackageStep,
  plans: readonly T[],
  packages: readonly T[],
  firstPlan?: PricedSku | null,
): T | undefined {
  if (step !== 'skip_trial') return packages.find((sku) => sku.step === step);
  const offer = skipTrialOffer(plans);
  if (!offer || !firstPlan) return offer;
  const offerDaily = dailyAmount(offer);
  const firstDaily = dailyAmount(firstPlan);
  return offerDaily !== null && firstDaily !== null && offerDaily < firstDaily ? offer : undefined;
}

/** The query string with the step set (or removed, with null); other parameters are kept. */
export function searchWithStep(search: string, step: PackageStep | null): string {
  const params = new URLSearchParams(search);
  if (step) params.set(STEP_PARAM, step);
  else params.delete(STEP_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}
