import 'server-only';
import { findUserById } from '@/server/modules/identity/identity.queries';
import { checkStepUpCode } from '@/server/modules/identity/step-up.service';
import { findConfirmedTotpSecret } from '@/server/modules/identity/totp.queries';
import type { AuthorizeResult, AuthorizeView } from '@/lib/contracts/chat';
import type { PayrollRun } from '@/lib/contracts/payroll';
import type { DbOrTx } from '@/server/db/client';
import { AppError, fieldError } from '@/server/errors';
import type { AppDeps } from '@/server/deps';
import type { Mail } from '@/server/mail/mailer';
import { verifyPassword } from '@/server/crypto/passwords';
import { recordAudit } from '@/server/modules/audit/audit.service';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { approveRun, getRun, rejectRun } from '@/server/modules/payroll/payroll.service';
import * as repo from './chat.repo';
import { findUsableToken, linkInvalid } from './chat.service';

type AuthoriseToken = repo.ChatTokenRow & { organizationId: string; runId: string; level: number };

/**
 * The run behind a usable authorise link, still waiting for the link's level; anything else is the same
 * 404 as an unknown token, so the answer never tells a stranger whether a run exists.
 */
async function linkedRun(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<{ row: AuthoriseToken; run: PayrollRun }> {
  const row = await findUsableToken(db, token, 'authorise', now);
  if (!row.organizationId || !row.runId || !row.level) throw linkInvalid();
  const run = await getRun(db, row.organizationId, row.runId).catch((e: unknown) => {
    if (e instanceof AppError && e.status === 404) throw linkInvalid();
    throw e;
  });
  if (run.status !== 'pending_approval' || run.nextApprover?.level !== row.level) throw linkInvalid();
  return { row: row as AuthoriseToken, run };
}

/** GET bot/account/authorize/{token} — what the authorise page shows: organisation, run, period, headcount, net totals. */
export async function getAuthorization(deps: AppDeps, token: string): Promise<AuthorizeView> {
  const { row, run } = await linkedRun(deps.db, token, deps.now());
  const [org, approver] = await Promise.all([
    findOrganization(deps.db, row.organizationId),
    findUserById(deps.db, row.userId),
  ]);
  if (!org || !approver) throw linkInvalid();
  return {
    organization: { name: org.name },
    approver: { firstName: approver.firstName },
    run: {
      name: run.name,
      period: run.period,
      payDate: run.payDate,
      status: run.status,
      version: run.version,
      headcount: run.employeeCount,
      totals: Object.entries(run.totals).map(([currency, v]) => ({
        currency,
        net: v.net,
        gross: v.gross,
        employees: v.employees,
      })),
    },
    level: row.level,
    levels: run.approvalLevels,
    expiresAt: row.expiresAt.toISOString(),
    mfaRequired: (await findConfirmedTotpSecret(deps.db, row.userId)) !== null,
  };
}

/**
 * An approval from a chat link moves money as the PATCH does, so an approver with MFA on gives a current code
 * beside the PIN (issue 33). A wrong code counts against the link like a wrong PIN (5 lock it): a stranger
 * holding the link and the PIN cannot try codes without end.
 */
async function approverStepUp(deps: AppDeps, row: AuthoriseToken, code: string | undefined, now: Date) {
  try {
    await checkStepUpCode(deps.db, row.userId, code, now);
  } catch (error) {
    if (error instanceof AppError && error.code === 'MFA_INVALID')
      await repo.addFailedAttempt(deps.db, row.id);
    throw error;
  }
}

export type AuthorizeCall = { pin: string; decision: 'approve' | 'reject'; reason?: string; code?: string };

/**
 * POST bot/account/authorize/{token} — checks the approver's PIN, then approves or rejects under the same
 * rules as the PATCH calls. A wrong PIN counts against the link (5 lock it); the right one spends it in the
 * same transaction as the decision, so a link decides once even when used twice at the same moment.
 */
export async function authorize(
  deps: AppDeps,
  token: string,
  input: AuthorizeCall,
  meta: { ip: string; requestId: string },
): Promise<AuthorizeResult> {
  const now = deps.now();
  const { row } = await linkedRun(deps.db, token, now);
  const pin = await repo.findPin(deps.db, row.userId);
  if (!pin || !(await verifyPassword(input.pin, pin.pinHash))) {
    const attempts = await repo.addFailedAttempt(deps.db, row.id);
    if (attempts === null) throw linkInvalid();
    const remaining = repo.MAX_PIN_ATTEMPTS - attempts;
    throw fieldError('pin', remaining > 0 ? 'chat.validation.pinWrong' : 'chat.validation.pinLocked', {
      remaining,
    });
  }
  if (input.decision === 'approve') await approverStepUp(deps, row, input.code, now);
  const held: Mail[] = [];
  const mailer = { send: async (mail: Mail) => void held.push(mail) };
  const result = await deps.db.transaction(async (tx) => {
    if (!(await repo.consumeToken(tx, row.id, now))) throw linkInvalid();
    // Re-read in the transaction: the version the decision applies to is the one the link's level waits on.
    const run = await getRun(tx, row.organizationId, row.runId);
    if (run.status !== 'pending_approval' || run.nextApprover?.level !== row.level) throw linkInvalid();
    const base = {
      organizationId: row.organizationId,
      runId: row.runId,
      userId: row.userId,
      version: run.version,
    };
    const opts = { mailer, now: deps.now, appUrl: deps.config.appUrl };
    const after =
      input.decision === 'approve'
        ? await approveRun(tx, { ...base, comment: null }, { ...opts, plugins: deps.plugins })
        : await rejectRun(tx, { ...base, reason: input.reason ?? '' }, opts);
    await recordAudit(tx, {
      organizationId: row.organizationId,
      actorUserId: row.userId,
      action: `POST /bot/account/authorize/{token}`,
      entity: 'payroll',
      entityId: row.runId,
      before: { status: run.status, version: run.version, level: row.level },
      after: {
        status: after.status,
        decision: input.decision,
        via: 'chat',
        ...(input.reason ? { reason: input.reason } : {}),
      },
      requestId: meta.requestId,
      ip: meta.ip,
    });
    return { decision: input.decision, status: after.status };
  });
  for (const mail of held) await deps.mailer.send(mail).catch(() => undefined);
  return result;
}
