import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { recordAudit, type AuditSource } from '@/server/modules/audit/audit.service';
import { listConsultantOrganizations, listRoles } from './account.repo';

/** The audit entity of every change to a person's own account (sign-ins, details, password, sessions, PIN). */
export const ACCOUNT_ENTITY = 'account';

export type { AuditSource };

/** Every organisation the user may work in: their own roles' and their consultancies' clients. */
export async function reachableOrganizationIds(db: DbOrTx, userId: string): Promise<Set<string>> {
  const roles = await listRoles(db, userId);
  const ids = new Set(roles.flatMap((r) => (r.organization ? [r.organization.id] : [])));
  const consultantIds = roles.flatMap((r) => (r.role.consultantId ? [r.role.consultantId] : []));
  for (const row of await listConsultantOrganizations(db, consultantIds)) ids.add(row.organization.id);
  return ids;
}

export type AccountAudit = {
  /** The person whose account changed; also the actor (a failed sign-in is recorded against the account tried). */
  userId: string;
  source: AuditSource;
  /** Plain facts only: never a password, hash, token, code or PIN (recordAudit redacts such keys anyway). */
  before?: unknown;
  after?: unknown;
};

/**
 * Records a change to a person's own account in the audit log of every organisation they belong to (an
 * audit row belongs to one organisation, so one row each). Call it with the transaction that makes the
 * change: if a row cannot be written, the change does not happen. A user in no organisation leaves no row.
 */
export async function recordAccountAudit(db: DbOrTx, audit: AccountAudit) {
  for (const organizationId of await reachableOrganizationIds(db, audit.userId)) {
    await recordAudit(db, {
      organizationId,
      actorUserId: audit.userId,
      action: audit.source.action,
      entity: ACCOUNT_ENTITY,
      entityId: audit.userId,
      before: audit.before ?? null,
      after: audit.after ?? null,
      requestId: audit.source.requestId,
      ip: audit.source.ip,
    });
  }
}
