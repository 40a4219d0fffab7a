import { screen } from '@testing-library/react';

/** A form control by its label, with the error it points to (`aria-describedby`), as a screen reader reads it. */
export function field(label: string | RegExp) {
  const input = screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('');
  return { input, error };
}
