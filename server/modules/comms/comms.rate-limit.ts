import 'server-only';
import { AppError } from '@/server/errors';

// Public links are open to anyone holding them: at most LIMIT answers per key (poll or box, client address)
// per window. In memory, per server process: a brake on scripted ballot-stuffing, not an accounting record.
const LIMIT = 20;
const WINDOW_MS = 10 * 60_000;
const MAX_KEYS = 10_000;
const attempts = new Map<string, number[]>();

/** Counts one attempt under `key`; a 429 once the window already holds LIMIT attempts. */
export function checkPublicRate(key: string, now: number) {
  const recent = (attempts.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
  if (recent.length >= LIMIT) throw new AppError('RATE_LIMITED', 'comms.errors.tooManyAnswers');
  recent.push(now);
  attempts.delete(key);
  attempts.set(key, recent);
  // Oldest keys go first when the map is full, so memory stays bounded.
  if (attempts.size > MAX_KEYS) attempts.delete(attempts.keys().next().value!);
}
