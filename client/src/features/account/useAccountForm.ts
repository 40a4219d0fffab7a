import { type ChangeEvent, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { describedBy } from '../../shared/components/FormField';
import { formatProblem } from './accountErrors';
import type { Problems } from './accountValidation';

type FieldValues<Field extends string> = Record<Field, string | boolean>;

/**
 * The state every account form shares: values, the problem shown under each field (gone as soon as the field
 * changes), and focus moved to the first field with a problem, in the order the form shows them.
 */
export function useAccountForm<Field extends string, Values extends FieldValues<Field>>(
  formId: string,
  initial: Values,
  order: readonly Field[],
) {
  const intl = useIntl();
  const [values, setValues] = useState<Values>(initial);
  const [problems, setProblems] = useState<Problems<Field>>({});

  const idOf = useCallback((field: Field) => `${formId}-${field}`, [formId]);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { type, checked, value } = event.target;
    setValues((current) => ({ ...current, [field]: type === 'checkbox' ? checked : value }));
    setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  /** Shows the problems found (replacing those shown) and focuses `focus`, else the first field that has one. */
  const show = (found: Problems<Field>, focus?: Field) => {
    setProblems(found);
    const first = focus ?? order.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const errorOf = (field: Field): string | undefined => {
    const problem = problems[field];
    return problem ? formatProblem(intl, problem) : undefined;
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

  return { values, setValues, problems, show, errorOf, change, control, password, idOf };
}
