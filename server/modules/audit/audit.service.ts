import 'server-only';
import type { AuditLog, AuditsQuery } from '@/lib/contracts/audit';
import { pageOf, type Paged } from '@/lib/contracts/pagination';
import type { Permission } from '@/lib/contracts/permissions';
import { findModule } from '@/lib/modules';
import type { DbOrTx } from '@/server/db/client';
import { insertAuditLog, listAuditLogs } from './audit.repo';
import { redact } from './redact';

/**
 * Where a change came from, as the module template's audit rows record it: `METHOD /route` (the route's
 * template, never its token), the client address and the request id (server/http/route-template.ts
 * `auditSource` reads it off a request).
 */
export type AuditSource = { action: string; ip: string | null; requestId: string | null };

export type AuditRow = {
  organizationId: string;
  /** Null for provider webhooks and other system actions. */
  actorUserId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
  ip?: string | null;
};

const clip = (s: string | null | undefined, n: number) => (s == null ? null : s.slice(0, n));

/**
 * Writes one audit row. `before` and `after` are redacted here (passwords, tokens, OTPs, hashes and
 * secrets dropped; account numbers masked to their last four digits), so no caller can store a secret.
 */
export async function recordAudit(db: DbOrTx, row: AuditRow) {
  await insertAuditLog(db, {
    organizationId: row.organizationId,
    actorUserId: row.actorUserId,
    action: row.action.slice(0, 100),
    entity: row.entity.slice(0, 64),
    entityId: clip(row.entityId, 64),
    before: row.before === undefined ? null : redact(row.before),
    after: row.after === undefined ? null : redact(row.after),
    requestId: clip(row.requestId, 64),
    ip: clip(row.ip, 64),
  });
}

const DAY = 86_400_000;

const withheld = (
  log: { entity: string; before: unknown; after: unknown },
  granted: readonly Permission[],
) =>
  auditDetailsVisible(log.entity, granted)
    ? { before: log.before ?? null, after: log.after ?? null, detailsHidden: false }
    : { before: null, after: null, detailsHidden: true };

/**
 * Whether a reader holding `granted` may see a row's before/after: a module whose screens need a permission
 * (lib/modules.ts: employees, payroll, wallet, leave…) shows its changes — salaries, bank details, balances —
 * only to holders of one of them (issue 10, hole 3). Rows of other modules (settings, team, account) show.
 */
export function auditDetailsVisible(entity: string, granted: readonly Permission[]): boolean {
  const needed = findModule(entity)?.permissions;
  return !needed?.length || needed.some((p) => granted.includes(p));
}

/** The organisation's audit log, newest first, paged and filtered; details the reader may not see are withheld. */
export async function listAudits(
  db: DbOrTx,
  organizationId: string,
  q: AuditsQuery,
  granted: readonly Permission[],
): Promise<Paged<AuditLog>> {
  const { rows, total } = await listAuditLogs(
    db,
    {
      organizationId,
      entity: q.entity,
      actorUserId: q.actorUserId,
      action: q.action,
      from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
      to: q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY) : undefined,
    },
    q.page,
    q.perPage,
  );
  const data: AuditLog[] = rows.map(({ log, actor }) => ({
    id: log.id,
    action: log.action,
    entity: log.entity,
    entityId: log.entityId,
    actor: actor
      ? { id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim(), email: actor.email }
      : null,
    ...withheld(log, granted),
    requestId: log.requestId,
    createdAt: log.createdAt.toISOString(),
  }));
  return pageOf(data, total, q);
}
