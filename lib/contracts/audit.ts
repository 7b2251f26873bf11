import { z } from 'zod';
import { AUDIT_ENTITIES } from '@/lib/modules';
import { calendarDate } from './fields';
import { pageQuerySchema } from './pagination';

// A real calendar day: `9999-99-99` is refused (422), not handed to the database.
const isoDate = calendarDate();

/**
 * Paged; `entity` is a module's name (the registry's, lib/modules.ts); `action` matches by substring; `from`
 * and `to` are inclusive `YYYY-MM-DD` days (UTC).
 */
export const auditsQuerySchema = pageQuerySchema.extend({
  entity: z.enum(AUDIT_ENTITIES as [string, ...string[]], { message: 'validation.invalidOption' }).optional(),
  actorUserId: z.uuid().optional(),
  action: z.string().trim().min(1).max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditsQuery = z.infer<typeof auditsQuerySchema>;

export const auditActorSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const auditLogSchema = z.object({
  id: z.string(),
  /** `METHOD /route/{param}` for API writes, e.g. `POST /organizations/create-wallet`; `webhook funding` for provider events. */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** Null for provider webhooks and other system actions. */
  actor: auditActorSchema.nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /**
   * Our addition: true when `before`/`after` are withheld (null) because the reader lacks the permission of
   * the module the row belongs to — a `settings` admin sees that salaries changed, not the salaries.
   */
  detailsHidden: z.boolean(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;
