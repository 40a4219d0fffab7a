/**
 * The payment pages, in one chunk: the card form and its outcomes, the upgrade and the card replacement. The plan
 * pages fetch it once they are on screen (see `pages.tsx`), so the step after the plans does not wait for it.
 */
export { default as PaymentPage } from '../features/payment/routes/PaymentPage';
export { default as PaymentSuccessPage } from '../features/payment/routes/PaymentSuccessPage';
export { default as PaymentFailedPage } from '../features/payment/routes/PaymentFailedPage';
export { default as PaymentCheckPage } from '../features/payment/routes/PaymentCheckPage';
export { default as UpgradePage } from '../features/upgrade/routes/UpgradePage';
export { default as ReplaceCardPage } from '../features/payment/routes/ReplaceCardPage';
