import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of what axe finds on the page as it stands (WCAG 2.1 A and AA rules and best practices),
 * each violation with the elements concerned, so a failure says what to fix.
 */
export async function expectNoAxeViolations(page: Page, context: string) {
  // Colours are judged as they end up, not halfway through a fade (the next statement coming in): the page's
  // reduced-motion styles turn its animations off while axe reads it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, `axe on ${context}`).toEqual([]);
}
