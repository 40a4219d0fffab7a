/**
 * The checkout pages, in one chunk: the plan, the upsell steps, the payment page and its outcomes follow one
 * another within minutes and share their words and components.
 */
export { default as PlanPage } from '../features/plan/routes/PlanPage';
export { default as BuyReportPage } from '../features/plan/routes/BuyReportPage';
export { default as PackagePage } from '../features/plan/routes/PackagePage';
export { default as PaymentPage } from '../features/payment/routes/PaymentPage';
export { default as PaymentSuccessPage } from '../features/payment/routes/PaymentSuccessPage';
export { default as PaymentFailedPage } from '../features/payment/routes/PaymentFailedPage';
export { default as PaymentCheckPage } from '../features/payment/routes/PaymentCheckPage';
export { default as UpgradePage } from '../features/upgrade/routes/UpgradePage';
export { default as ReplaceCardPage } from '../features/payment/routes/ReplaceCardPage';
