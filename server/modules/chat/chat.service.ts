import 'server-only';
import { findUserById } from '@/server/modules/identity/identity.queries';
import type { Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { notFound } from '@/server/errors';
import type { AppDeps, PayrollApprovalNotice } from '@/server/deps';
import { translator } from '@/server/i18n';
import { hashPassword } from '@/server/crypto/passwords';
import { digest, randomToken } from '@/server/crypto/tokens';
import type { AuditSource } from '@/server/modules/audit/audit.service';
import { recordAccountAudit } from '@/server/modules/identity/identity.service';
import * as repo from './chat.repo';
import { createChatTransport } from './chat.transport';

export const CREATE_PIN_TTL_MS = 24 * 60 * 60 * 1000;
export const AUTHORISE_TTL_MS = 30 * 60 * 1000;

/** The one answer for a link that is unknown, expired, used or locked: it says nothing about the run. */
export const linkInvalid = () => notFound('chat.api.linkInvalid');

/** POST account/chat-link — sends the signed-in user a single-use `/create-pin/{token}` link by chat. */
export async function sendChatLink(deps: AppDeps, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound();
  const now = deps.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + CREATE_PIN_TTL_MS);
  await repo.insertToken(deps.db, {
    purpose: 'create_pin',
    tokenHash: digest(token),
    userId,
    expiresAt,
    createdAt: now,
  });
  const t = translator(user.locale as Locale);
  const link = `${deps.config.appUrl}/create-pin/${token}`;
  await createChatTransport(deps.db).send({
    to: user.email,
    text: t('chat.messages.createPin', { name: user.firstName, link }),
    link,
  });
  return { sentTo: user.email, expiresAt: expiresAt.toISOString() };
}

/** A usable token of the purpose, or the one 404. */
export async function findUsableToken(
  db: DbOrTx,
  token: string,
  purpose: repo.ChatTokenRow['purpose'],
  now: Date,
) {
  const row = await repo.findTokenByHash(db, digest(token), purpose);
  if (!row || row.usedAt || row.expiresAt <= now || row.failedAttempts >= repo.MAX_PIN_ATTEMPTS)
    throw linkInvalid();
  return row;
}

/**
 * POST bot/account/create-pin/{token} — stores the PIN hashed (as passwords are) and spends the link. The PIN
 * is the person's own credential, so the change is audited like their password (entity `account`, a row in
 * each of their organisations) in the same transaction: whether they had a PIN before, never the PIN, its
 * hash or the link's token.
 */
export async function createPin(deps: AppDeps, token: string, pin: string, source: AuditSource) {
  const now = deps.now();
  const row = await findUsableToken(deps.db, token, 'create_pin', now);
  const pinHash = await hashPassword(pin);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.consumeToken(tx, row.id, now))) throw linkInvalid();
    const hadPin = Boolean(await repo.findPin(tx, row.userId));
    await repo.upsertPin(tx, row.userId, pinHash, now);
    await recordAccountAudit(tx, {
      userId: row.userId,
      source,
      before: { hasChatPin: hadPin },
      after: { hasChatPin: true },
    });
  });
}

export async function hasPin(db: DbOrTx, userId: string) {
  return Boolean(await repo.findPin(db, userId));
}

export type ApprovalOffer = {
  organizationId: string;
  runId: string;
  approverUserId: string;
  level: number;
  /** The server's public URL (`deps.config.appUrl`), which the link starts with. */
  appUrl: string;
  /** Defaults to the wall clock (payroll passes its request clock). */
  now?: Date;
};

/**
 * Called by payroll when a run enters pending level `level` (and after each approval for the next one):
 * when that approver has a PIN, the chat transport gets a 30-minute `/authorise/{token}` link, and older
 * open links of the run are voided. Run it inside payroll's transaction (`db` = the transaction).
 * Returns the token (tests read it), or null when the approver has no PIN.
 */
export async function offerApprovalLink(db: DbOrTx, offer: ApprovalOffer): Promise<string | null> {
  const now = offer.now ?? new Date();
  await repo.voidOpenRunTokens(db, offer.organizationId, offer.runId, now);
  if (!(await hasPin(db, offer.approverUserId))) return null;
  const user = await findUserById(db, offer.approverUserId);
  if (!user) return null;
  const token = randomToken();
  await repo.insertToken(db, {
    purpose: 'authorise',
    tokenHash: digest(token),
    userId: offer.approverUserId,
    organizationId: offer.organizationId,
    runId: offer.runId,
    level: offer.level,
    expiresAt: new Date(now.getTime() + AUTHORISE_TTL_MS),
    createdAt: now,
  });
  const link = `${offer.appUrl}/authorise/${token}`;
  const t = translator(user.locale as Locale);
  await createChatTransport(db).send({
    to: user.email,
    organizationId: offer.organizationId,
    text: t('chat.messages.authorise', { name: user.firstName, level: offer.level, link }),
    link,
  });
  return token;
}

/**
 * Payroll's one hook: given the run as it stands after a compute or an approval, offers the chat link to
 * the approver of the level it now waits for (nothing when it waits for no named approver). Returns the run.
 */
export async function offerNextApproval<
  R extends { id: string; status: string; nextApprover: { level: number; userId: string | null } | null },
>(db: DbOrTx, organizationId: string, run: R, at: { appUrl: string; now?: Date }): Promise<R> {
  if (run.status === 'pending_approval' && run.nextApprover?.userId) {
    await offerApprovalLink(db, {
      organizationId,
      runId: run.id,
      approverUserId: run.nextApprover.userId,
      level: run.nextApprover.level,
      appUrl: at.appUrl,
      now: at.now,
    });
  }
  return run;
}

/** Chat's notice to payroll (listed in server/wiring/payroll.ts): a run's next approver gets the chat link. */
export const chatApprovalNotice: PayrollApprovalNotice = { name: 'chat', offer: offerNextApproval };
