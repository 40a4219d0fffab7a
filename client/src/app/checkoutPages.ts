/**
 * The plan pages, in one chunk: the plan, the one-off report and the upsell steps follow one another within
 * minutes and share their words and components. The payment pages that come after them are another chunk
 * (`paymentPages`), fetched while the visitor reads the plans.
 */
export { default as PlanPage } from '../features/plan/routes/PlanPage';
export { default as BuyReportPage } from '../features/plan/routes/BuyReportPage';
export { default as PackagePage } from '../features/plan/routes/PackagePage';
