/**
 * Leaving the app for a processor's page (3-D Secure, PayPal) and reloading it: one object, so tests can watch
 * where the window would go (jsdom cannot navigate).
 */
export const pageExit = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
