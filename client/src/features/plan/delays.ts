/** Spec sections 4 and 9: an "already purchased" message waits 3 seconds, then moves to the next step. */
export const ALREADY_PURCHASED_MS = 3000;

/** How long the confirmation of a bought upsell stays before the next step: long enough to read it. */
export const ADDED_CONFIRMATION_MS = 2000;
