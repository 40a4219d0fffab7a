import { AppError } from './errors';

/**
 * The longest string any one input may carry, at the edge of both faces. Each field's own schema or service check
 * is stricter (names 200, e-mail 320, feedback 200 characters); this ceiling only keeps a megabyte of text from
 * reaching a service that forgot to bound a field.
 */
export const TEXT_MAX_LENGTH = 10_000;

// PostgreSQL stores neither: a NUL ends a C string, and a lone surrogate has no UTF-8 form.
const NUL = '\u0000';
// oxlint-disable-next-line eslint/no-control-regex -- the NUL byte is what it looks for
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be stored and shown as it is: no NUL byte and no half of a surrogate pair. */
export function isStorableText(value: string): boolean {
  // Most text has neither a NUL nor any surrogate: one quick scan settles it.
  if (!SUSPECT.test(value)) return true;
  return !value.includes(NUL) && !LONE_SURROGATE.test(value);
}

export interface TextProblem {
  /** `invalid`: a NUL or lone surrogate; `tooLong`: over TEXT_MAX_LENGTH. */
  kind: 'invalid' | 'tooLong';
  /** Where it is, as the field paths of form errors give it: `input.message`, `answers.3.questionId`. */
  field: string;
}

/** The problem with one string at `field`, or null. */
export function textProblemOf(value: string, field: string): TextProblem | null {
  if (!isStorableText(value)) return { kind: 'invalid', field };
  if (value.length > TEXT_MAX_LENGTH) return { kind: 'tooLong', field };
  return null;
}

// A container on the walk; its path is spelt out only when a problem is found, so a body of a million numbers
// costs a type check each and no strings.
interface Frame {
  value: object;
  parent: Frame | null;
  key: string | number;
}

// Field paths echo keys back to the client: keys are checked before they are used, and long ones shortened.
function pathOf(frame: Frame | null, root: string, key?: string | number): string {
  const parts: (string | number)[] = key === undefined ? [] : [key];
  for (let at = frame; at?.parent; at = at.parent) parts.unshift(at.key);
  if (root) parts.unshift(root);
  return parts.map((part) => (typeof part === 'string' && part.length > 100 ? part.slice(0, 100) : part)).join('.');
}

const isContainer = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !Buffer.isBuffer(value) && !ArrayBuffer.isView(value);

/**
 * A bad string in parsed input (JSON bodies, query strings, route params, GraphQL variables), keys included,
 * or null. Walks without recursion, so a deeply nested body cannot exhaust the stack; buffers (raw
 * webhook bodies) are not text and are left alone.
 */
export function findTextProblem(input: unknown, root = ''): TextProblem | null {
  if (typeof input === 'string') return textProblemOf(input, root);
  if (!isContainer(input)) return null;
  const stack: Frame[] = [{ value: input, parent: null, key: root }];
  const visit = (frame: Frame, key: string | number, child: unknown): TextProblem | null => {
    if (typeof child === 'string') {
      const problem = textProblemOf(child, '');
      if (problem) return { ...problem, field: pathOf(frame, root, key) };
    } else if (isContainer(child)) {
      stack.push({ value: child, parent: frame, key });
    }
    return null;
  };
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (Array.isArray(frame.value)) {
      for (let i = 0; i < frame.value.length; i++) {
        const problem = visit(frame, i, frame.value[i]);
        if (problem) return problem;
      }
      continue;
    }
    const record = frame.value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      // A bad key is named by where it is, never by itself.
      const keyProblem = textProblemOf(key, '');
      if (keyProblem) return { ...keyProblem, field: pathOf(frame, root) };
      const problem = visit(frame, key, record[key]);
      if (problem) return problem;
    }
  }
  return null;
}

/** The refusal of a text problem, with the stable code the client translates and the field it names. */
export function textError(problem: TextProblem): AppError {
  return problem.kind === 'invalid'
    ? new AppError('INVALID_TEXT', 'The text contains a character that is not allowed', problem.field ? { field: problem.field } : {})
    : new AppError('BAD_USER_INPUT', `The text is longer than ${TEXT_MAX_LENGTH} characters`, problem.field ? { field: problem.field } : {});
}
