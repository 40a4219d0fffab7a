/**
 * The plan pages, in one chunk: the plan and the one-off report are one page with two ways in. The upsell steps,
 * which come after payment, are their own chunk; the payment pages are another
 * (`paymentPages`), fetched while the visitor reads the plans.
 */
export { default as PlanPage } from '../features/plan/routes/PlanPage';
export { default as BuyReportPage } from '../features/plan/routes/BuyReportPage';
