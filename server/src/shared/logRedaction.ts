/**
 * What must never reach a log line: e-mail addresses, the tokens of e-mailed links (`t`, `token`), codes, keys,
 * passwords, session cookies and authorisation headers. Logs are read by more people, kept longer and copied
 * further than the database; a token in a log opens a report or cancels a plan.
 */

export const REDACTED = '[redacted]';

/** Query parameters whose value is a secret or personal data, whatever the route. */
const SECRET_PARAMS = new Set([
  't',
  'token',
  'email',
  'code',
  'captcha',
  'key',
  'apikey',
  'api_key',
  'password',
  'secret',
  'session',
  'sig',
  'signature',
  // GraphQL over GET: the variables and the document may carry any of the above.
  'query',
  'variables',
  'extensions',
]);

// An address anywhere in a text, also percent-encoded (`%40`); permissive on purpose: a false hit costs nothing.
const EMAIL_IN_TEXT = /[^\s@"'<>()[\],;:/?&=]+(?:@|%40)[^\s@"'<>()[\],;:/?&=]+\.[^\s@"'<>()[\],;:/?&=]+/gi;
const PARAM_IN_TEXT = /([?&](?:t|token|email|code|captcha|key|apikey|api_key|password|secret|session|sig|signature|variables)=)[^&#\s"']*/gi;
const BEARER_IN_TEXT = /\b(bearer|basic)\s+[\w.~+/=-]+/gi;
const SESSION_COOKIE_IN_TEXT = /\b(is_sid|is_vk)=[^;\s"']+/gi;

/** A text with addresses, secret query values, bearer credentials and session cookies replaced. */
export function redactText(text: string): string {
  return text
    .replace(EMAIL_IN_TEXT, '[email]')
    .replace(PARAM_IN_TEXT, `$1${REDACTED}`)
    .replace(BEARER_IN_TEXT, `$1 ${REDACTED}`)
    .replace(SESSION_COOKIE_IN_TEXT, `$1=${REDACTED}`);
}

/** A request URL as logged: secret query values replaced, addresses in the path or other values replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  let decoded: string | null = null;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: redact the path as sent.
  }
  const safePath = decoded !== null && redactText(decoded) !== decoded ? redactText(decoded) : redactText(path);
  if (q < 0) return safePath;
  const params = new URLSearchParams(url.slice(q + 1));
  const kept: string[] = [];
  for (const [name, value] of params) {
    const safe = SECRET_PARAMS.has(name.toLowerCase()) ? REDACTED : redactText(value);
    kept.push(`${encodeURIComponent(name)}=${safe === REDACTED ? safe : encodeURIComponent(safe)}`);
  }
  return kept.length ? `${safePath}?${kept.join('&')}` : safePath;
}

/** A serialised value (an error's fields) with every string passed through redactText; bounded in depth. */
export function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEYS.has(k) ? REDACTED : redactDeep(v, depth + 1);
  return out;
}

/** Object keys whose value is never logged (also enforced by pino's redact paths). */
const SECRET_KEYS = new Set(['email', 'contactEmail', 'token', 'password', 'authorization', 'cookie', 'apiKey', 'bindings', 'variables']);

/** pino redact paths for the same keys at the depths the code logs them. */
export const REDACT_PATHS = [
  ...[...SECRET_KEYS].flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  't',
  '*.t',
];
