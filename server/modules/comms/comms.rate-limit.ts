import 'server-only';
import { createHash } from 'node:crypto';
import type { DbOrTx } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { purgeHits, takeSlot } from '@/server/modules/platform/rate-limit.service';

// Public links are open to anyone holding them: at most LIMIT answers per key (poll or box, client address)
// per window, a brake on scripted ballot-stuffing. Counted in the shared limiter (platform/rate-limit.service.ts),
// so every server process sees one count: a per-process count let a stranger answer N × LIMIT times behind N
// servers. The key is stored only as a hash: the client's address is never kept in the clear.
export const PUBLIC_ANSWER_LIMIT = 20;
const SCOPE = 'public-answer';
const WINDOW_MS = 10 * 60_000;

const hashed = (key: string) => createHash('sha256').update(key).digest('hex');

/** Counts one answer under `key`; a 429 once the window already holds PUBLIC_ANSWER_LIMIT answers. */
export async function checkPublicRate(db: DbOrTx, key: string, now: Date) {
  const slot = { scope: SCOPE, key: hashed(key), limit: PUBLIC_ANSWER_LIMIT, windowMs: WINDOW_MS, now };
  if (!(await takeSlot(db, slot))) throw new AppError('RATE_LIMITED', 'comms.errors.tooManyAnswers');
}

/** Drops answers older than the window (the auth-failures chore's companion); returns how many went. */
export function purgePublicAnswerHits(db: DbOrTx, now: Date) {
  return purgeHits(db, { [SCOPE]: WINDOW_MS }, now);
}
