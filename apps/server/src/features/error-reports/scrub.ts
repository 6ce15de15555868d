// What must never reach an error report (ADR 841): phone numbers, e-mail addresses, order and
// session tokens, bearer tokens, secrets in query strings. Applied to every string of an event
// (messages, stack frames, breadcrumbs, URLs) on the server before it is queued or sent.

const RULES: [RegExp, string][] = [
  // Authorization values and bearer tokens.
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [token]'],
  // Secrets in query strings and cookies: token=…, access_token=…, key=…, code=…, session=…
  [
    /\b((?:[a-z_]*token|key|secret|password|code|session|sufra_session|tap_id|otp)=)[^&\s;"'#]+/gi,
    '$1[redacted]',
  ],
  // Order pages carry the order token in the path (/{ref}/order/{id}/{token}).
  [/(\/order\/\d+\/)[A-Za-z0-9_-]{8,}/g, '$1[token]'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // Long opaque strings (tokens, keys): 24+ characters of base64url / hex.
  [/\b[A-Za-z0-9_-]{24,}\b/g, '[token]'],
  // Phone numbers: 7+ digits, optionally with +, spaces, dashes or brackets between them.
  [/\+?\d[\d\s().-]{5,}\d/g, (m: string) => (m.replace(/\D/g, '').length >= 7 ? '[phone]' : m)] as never,
];

export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement as string);
  return out;
}

/** Every string in a JSON-like value, scrubbed; keys that name secrets lose their value. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (depth > 12) return '[deep]';
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      out[key] = /token|secret|password|authorization|cookie|phone|email|dsn/i.test(key)
        ? '[redacted]'
        : scrubValue(v, depth + 1);
    }
    return out;
  }
  return value;
}
