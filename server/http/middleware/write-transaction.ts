import 'server-only';
import crypto from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Tx } from '@/server/db/client';
import { AppError } from '@/server/errors';
import type { Mail } from '@/server/mail/mailer';
import { recordAudit } from '@/server/modules/audit/audit.service';
import type { AppEnv } from '../context';
import { claimIdempotencyKey, saveIdempotentResponse } from '../idempotency';
import { routeTemplate } from '../route-template';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Thrown inside the transaction to roll it back once the handler has answered with an error. */
class Rollback extends Error {}

async function responseBody(res: Response): Promise<{ data?: unknown } | null> {
  if (!res.headers.get('content-type')?.includes('application/json')) return null;
  try {
    return (await res.clone().json()) as { data?: unknown };
  } catch {
    return null;
  }
}

function entityId(c: Context<AppEnv>, data: unknown): string | null {
  const fromPath = c.req.path.split('/').find((s) => UUID.test(s));
  if (fromPath) return fromPath;
  const id = (data as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
}

async function fingerprint(c: Context<AppEnv>) {
  const body = c.req.header('content-type')?.includes('application/json') ? await c.req.text() : '';
  return crypto.createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex');
}

/**
 * An organisation write runs in one database transaction with its audit row (ARCHITECTURE §3): the handler
 * sees the transaction as `c.var.deps.db`, and the row — actor, `METHOD /route`, the module as entity,
 * `before` (what the handler put in `auditBefore`) and `after` (the answer's `data`) — is written before the
 * commit. A change that cannot be audited does not happen; an answer of 4xx/5xx rolls everything back.
 *
 * With `idempotent`, an `Idempotency-Key` is claimed in the same transaction: a retry with the same request
 * replays the stored answer and changes nothing; the same key with another request answers 422.
 *
 * Mail sent by the handler is held and delivered after the commit, so a rolled-back change mails nobody.
 */
export const writeTransaction = (opts: { audit: boolean; idempotent: boolean }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const base = c.var.deps;
    const held: Mail[] = [];
    const key = opts.idempotent ? c.req.header('idempotency-key')?.trim() : undefined;
    if (key !== undefined && (key.length === 0 || key.length > 200)) {
      throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', undefined, {
        'idempotency-key': [{ key: 'validation.invalid' }],
      });
    }
    const print = key ? await fingerprint(c) : '';
    let replay: { status: number; body: unknown } | undefined;
    let committed = false;

    try {
      await base.db.transaction(async (tx: Tx) => {
        c.set('deps', { ...base, db: tx, mailer: { send: async (mail) => void held.push(mail) } });
        if (key) {
          const claim = await claimIdempotencyKey(tx, c.var.organizationId, key, print);
          if (claim.kind === 'mismatch')
            throw new AppError('VALIDATION_FAILED', 'errors.idempotencyKeyReused');
          if (claim.kind === 'replay') {
            replay = claim;
            return;
          }
        }
        await next();
        if (c.error || c.res.status >= 400) throw new Rollback();
        const body = await responseBody(c.res);
        if (opts.audit && !c.get('skipAudit')) {
          await recordAudit(tx, {
            organizationId: c.var.organizationId,
            actorUserId: c.var.auth?.userId ?? null,
            action: `${c.req.method} ${routeTemplate(c)}`,
            entity: c.var.module ?? 'root',
            entityId: entityId(c, body?.data),
            before: c.get('auditBefore') ?? null,
            after: body?.data ?? null,
            requestId: c.var.requestId,
            ip: c.var.ip,
          });
        }
        if (key) await saveIdempotentResponse(tx, c.var.organizationId, key, c.res.status, body);
      });
      committed = true;
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    } finally {
      c.set('deps', base);
    }

    if (replay) {
      c.header('Idempotent-Replayed', 'true');
      return c.json(replay.body as object, replay.status as 200);
    }
    if (!committed) return;
    for (const mail of held) {
      // The change has committed: a mail transport failure is logged, never turned into a failed answer.
      await base.mailer
        .send(mail)
        .catch((err: unknown) => c.var.log.error({ err, to: mail.to }, 'mail not sent'));
    }
  });
