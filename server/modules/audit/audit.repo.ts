import 'server-only';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { auditLogs, users } from '@/server/db/schema';
import { containsPattern } from '@/server/db/sql-rules';

export type AuditLogInsert = typeof auditLogs.$inferInsert;

export function insertAuditLog(db: DbOrTx, values: AuditLogInsert) {
  return db.insert(auditLogs).values(values);
}

export type AuditFilter = {
  organizationId: string;
  entity?: string;
  actorUserId?: string;
  action?: string;
  from?: Date;
  to?: Date;
};

function filterWhere(f: AuditFilter) {
  const conditions: SQL[] = [eq(auditLogs.organizationId, f.organizationId)];
  if (f.entity) conditions.push(eq(auditLogs.entity, f.entity));
  if (f.actorUserId) conditions.push(eq(auditLogs.actorUserId, f.actorUserId));
  if (f.action) conditions.push(ilike(auditLogs.action, containsPattern(f.action)));
  if (f.from) conditions.push(gte(auditLogs.createdAt, f.from));
  if (f.to) conditions.push(lt(auditLogs.createdAt, f.to));
  return and(...conditions);
}

/** The organisation's audit rows, newest first, with the actor's name and email. */
export async function listAuditLogs(db: DbOrTx, f: AuditFilter, page: number, perPage: number) {
  const where = filterWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        log: auditLogs,
        actor: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.actorUserId))
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(auditLogs).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
