/** The pages for leaving a subscription without an account: ask for a cancel link, then follow it. */
export { default as CancelSubscriptionPage } from '../features/cancel/routes/CancelSubscriptionPage';
export { default as CancelSuccessPage } from '../features/cancel/routes/CancelSuccessPage';
