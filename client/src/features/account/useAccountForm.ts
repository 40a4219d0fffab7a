import { type ChangeEvent, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { describedBy } from '../../shared/components/FormField';
import { formatProblem } from './accountErrors';
import type { AccountProblem, Problems } from './accountValidation';

type FieldValues<Field extends string> = Record<Field, string | boolean>;

/**
 * The state every account form shares: values, the problem shown under each field (gone as soon as the field
 * changes), and focus moved to the first field with a problem, in the order the form shows them. `wordsOf`
 * words a problem when the same code means something else per field (TOO_LONG has a limit per field).
 */
export function useAccountForm<Field extends string, Values extends FieldValues<Field>>(
  formId: string,
  initial: Values,
  order: readonly Field[],
  wordsOf?: (field: Field, problem: AccountProblem) => string,
) {
  const intl = useIntl();
  const [values, setValues] = useState<Values>(initial);
  const [problems, setProblems] = useState<Problems<Field>>({});

  const idOf = useCallback((field: Field) => `${formId}-${field}`, [formId]);

  /** Sets a field's value, for controls that give a value rather than an event (a date picker). */
  const set = (field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { target } = event;
    set(field, (target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value) as Values[Field]);
  };

  /** Shows the problems found (replacing those shown) and focuses `focus`, else the first field that has one. */
  const show = (found: Problems<Field>, focus?: Field) => {
    setProblems(found);
    const first = focus ?? order.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const errorOf = (field: Field): string | undefined => {
    const problem = problems[field];
    if (!problem) return undefined;
    return wordsOf ? wordsOf(field, problem) : formatProblem(intl, problem);
  };

  /** The attributes that tie a text control to its label, help and error. */
  const control = (field: Field, help?: string) => ({
    id: idOf(field),
    name: field,
    value: String(values[field]),
    onChange: change(field),
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': describedBy(idOf(field), { help, error: problems[field] }),
  });

  /** The same for a password field (see `PasswordInput`). */
  const password = (field: Field, help?: string) => ({
    id: idOf(field),
    name: field,
    value: String(values[field]),
    onChange: change(field),
    invalid: Boolean(problems[field]),
    describedBy: describedBy(idOf(field), { help, error: problems[field] }),
  });

  return { values, setValues, set, problems, show, errorOf, change, control, password, idOf };
}
