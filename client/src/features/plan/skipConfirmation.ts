import { sessionState } from '../../state/sessionState';

/** The most orders remembered: a tab goes through one or two; the cap keeps a long-lived tab's entry small. */
const REMEMBERED = 20;

/**
 * "Are you sure?" after declining an upsell is asked at most once per order. The steps are driven by the page
 * (the step lives in the URL), so this tab's session storage, keyed by order number, is where that is remembered:
 * a reload, or the next step, does not ask again.
 */
export function confirmationAsked(orderNumber: string): boolean {
  return (sessionState.get('upsellConfirmAsked') ?? []).includes(orderNumber);
}

export function rememberConfirmationAsked(orderNumber: string): void {
  sessionState.update('upsellConfirmAsked', (asked = []) =>
    asked.includes(orderNumber) ? asked : [...asked, orderNumber].slice(-REMEMBERED),
  );
}
