import pino, { type DestinationStream, type LoggerOptions } from 'pino';

/**
 * What the log must never hold: personal data (e-mail addresses, phone numbers) and secrets
 * (passwords, tokens, codes, cookies). Two layers: pino's `redact` for known field paths, and a scrub of
 * every error (its message, stack and fields) because a failed query carries its parameters both in
 * `params` and in the message text ("Failed query: … params: anna@firma.pl").
 */

const redacted = '[redacted]';

/** Field names whose value is always personal or secret, wherever they appear in a logged error. */
const sensitiveKeys = new Set(
  [
    'params',
    'parameters',
    'values',
    'password',
    'newPassword',
    'currentPassword',
    'passwordRepeat',
    'token',
    'accessToken',
    'refreshToken',
    'idToken',
    'secret',
    'sessionSecret',
    'internalKey',
    'apiKey',
    'authorization',
    'cookie',
    'set-cookie',
    'email',
    'phone',
    'detail',
  ].map((key) => key.toLowerCase()),
);

/** Known log fields, for pino's `redact` (request headers, bodies and objects logged by hand). */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'token',
  'accessToken',
  'email',
  'phone',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.email',
  '*.phone',
  '*.params',
];

/** An address, also percent-encoded in a URL path (`/en/delete-mailing/jan%40firma.pl/…`). */
const emailPattern = /[A-Z0-9._%+-]+(?:@|%40)[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const phonePattern = /\+\d[\d\s-]{7,}\d/g;
const bearerPattern = /\b(Bearer\s+)[\w.~+/=-]+/gi;
const queryParamsPattern = /(\bparams:)[^\n]*/g;
/** PostgreSQL's detail of a constraint error: `Key (email)=(anna@firma.pl) already exists.` */
const keyValuePattern = /(\bKey \([^)]*\)=\()[^)]*(\))/g;
const secretParamPattern = /([?&](?:token|code|email|password|sig)=)[^&#\s]*/gi;

/** A text with personal data and secrets replaced. */
export function scrubText(text: string): string {
  return text
    .replace(queryParamsPattern, `$1 ${redacted}`)
    .replace(keyValuePattern, `$1${redacted}$2`)
    .replace(bearerPattern, `$1${redacted}`)
    .replace(secretParamPattern, `$1${redacted}`)
    .replace(emailPattern, '[email]')
    .replace(phonePattern, '[phone]');
}

function scrub(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value) || depth > 6) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === 'raw') continue;
    out[key] = sensitiveKeys.has(key.toLowerCase()) ? redacted : scrub(field, depth + 1, seen);
  }
  return out;
}

/** pino's error serializer (type, message and stack with causes, own fields), then scrubbed. */
export function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error);
  return scrub(serialized, 0, new WeakSet());
}

/** A request as the log shows it: method, URL without tokens, codes or e-mails, and the client address. */
export function serializeRequest(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, url: scrubText(request.url), ip: request.ip };
}

/** The Fastify logger options: level, redaction and the serializers above; `stream` for tests. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: redactPaths, censor: redacted },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
