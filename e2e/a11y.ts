import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of what axe finds on the page as it stands (WCAG 2.1 A and AA rules and best practices),
 * each violation with the elements concerned, so a failure says what to fix.
 */
export async function expectNoAxeViolations(page: Page, context: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, `axe on ${context}`).toEqual([]);
}
