import 'server-only';

// Keys whose values never reach the audit log. Matched case-insensitively on the whole key or as its
// suffix (e.g. `newPassword`, `accessToken`, `passwordHash`, `clientSecret`).
const SECRET_KEYS = ['password', 'token', 'otp', 'hash', 'secret'];
const MASKED_KEYS = ['accountnumber'];
// National identity, pension and tax numbers: whole-key match only (a suffix match on `nin` would catch ordinary words).
const MASKED_EXACT = new Set(['bvn', 'nin', 'rsapin', 'taxid', 'idnumber']);

export const REDACTED = '[REDACTED]';

// A PIN (chat approvals) by its whole key: a suffix match would swallow `rsaPin`, which is masked instead.
const SECRET_EXACT = new Set(['pin']);

const isSecret = (key: string) => {
  const k = key.toLowerCase();
  return SECRET_EXACT.has(k) || SECRET_KEYS.some((s) => k === s || k.endsWith(s));
};
const isMasked = (key: string) => {
  const k = key.toLowerCase();
  return MASKED_EXACT.has(k) || MASKED_KEYS.some((s) => k.endsWith(s));
};

/** All but the last four characters replaced by `*`. */
export function maskTail(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const s = String(value);
  return s.length <= 4 ? '*'.repeat(s.length) : `${'*'.repeat(s.length - 4)}${s.slice(-4)}`;
}

/** A deep copy of `value` with secrets removed and account numbers masked, safe to store. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isSecret(key) ? REDACTED : isMasked(key) ? maskTail(v) : redact(v, depth + 1);
  }
  return out;
}
