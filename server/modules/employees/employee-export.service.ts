import 'server-only';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { decryptOptional } from '@/server/crypto/field-cipher';
import type { AppDeps } from '@/server/deps';
import { AppError, notFound } from '@/server/errors';
import { countActorActions, listSubjectAudits } from '@/server/modules/audit/audit-subject.queries';
import { recordAudit, type AuditSource } from '@/server/modules/audit/audit.service';
import { listEmployeeAddons, listEmployeeQueries } from './employees-records.service';
import { findEmployee } from './employees.repo';
import { findEmployeeDetail } from './employees.service';

/**
 * An employee's data as one zip (NDPA 2023 ss. 34–38, the data subject's right of access): the profile with
 * its encrypted fields decrypted for this file only, and what the other modules hold about the person
 * (`plugins.employeeExportSections`: pay, payslips, payouts, leave, shifts, wage access), with the audit
 * entries about them. Every export is audited, and an admin may take EXPORTS_PER_HOUR an hour.
 */
export const EXPORTS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;
/** The audit action of an export; also what the rate limit counts. */
export const EXPORT_ACTION = 'GET /employees/{employee_id}/export';

/** Indented JSON, as a person reading their file would want it. */
export const exportJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const csvCell = (v: unknown) => {
  const s = v == null ? '' : v instanceof Date ? v.toISOString() : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** Rows of one shape → CSV with a header line (RFC 4180 quoting); no rows → an empty file. */
export function toCsv(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]!);
  return [columns, ...rows.map((r) => columns.map((c) => r[c]))]
    .map((line) => line.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/**
 * The employee's record with bank account, BVN, NIN, pension PIN and tax ID in clear (this export only), and
 * the add-ons and disciplinary queries kept on it.
 */
async function profileOf(deps: AppDeps, organizationId: string, employeeId: string) {
  const [row, detail] = await Promise.all([
    findEmployee(deps.db, organizationId, employeeId),
    findEmployeeDetail(deps.db, organizationId, employeeId),
  ]);
  if (!row || !detail) throw notFound('errors.employeeNotFound');
  const e = row.employee;
  return {
    staffId: e.staffId,
    profile: {
      ...detail,
      accountNumber: decryptOptional(e.accountNumberEnc),
      bvn: decryptOptional(e.bvnEnc),
      nin: decryptOptional(e.ninEnc),
      rsaPin: decryptOptional(e.rsaPinEnc),
      taxId: decryptOptional(e.taxIdEnc),
      addons: await listEmployeeAddons(deps.db, organizationId, employeeId),
      queries: await listEmployeeQueries(deps.db, organizationId, employeeId),
    },
  };
}

/** The zip of one employee's data; another organisation's employee → 404, past the hourly limit → 429. */
export async function exportEmployeeData(
  deps: AppDeps,
  organizationId: string,
  actorUserId: string,
  employeeId: string,
  source: AuditSource,
): Promise<{ name: string; bytes: Uint8Array }> {
  const now = deps.now();
  const recent = await countActorActions(
    deps.db,
    actorUserId,
    EXPORT_ACTION,
    new Date(now.getTime() - HOUR_MS),
  );
  if (recent >= EXPORTS_PER_HOUR)
    throw new AppError('RATE_LIMITED', 'employees.api.exportRateLimited', { limit: EXPORTS_PER_HOUR });
  const { staffId, profile } = await profileOf(deps, organizationId, employeeId);
  const sections = await Promise.all(
    deps.plugins.employeeExportSections.map((section) => section(deps.db, organizationId, employeeId)),
  );
  const audits = await listSubjectAudits(deps.db, organizationId, employeeId);
  const files: Zippable = {
    'profile.json': strToU8(exportJson(profile)),
    'audit.json': strToU8(exportJson(audits)),
  };
  for (const file of sections.flat())
    files[file.name] = typeof file.content === 'string' ? strToU8(file.content) : file.content;
  const bytes = zipSync(files, { level: 6, mtime: now });
  // Recorded after the file is built: an export that failed gave nobody the data. The names, never the contents.
  await recordAudit(deps.db, {
    organizationId,
    actorUserId,
    action: EXPORT_ACTION,
    entity: 'employees',
    entityId: employeeId,
    after: { exported: true, files: Object.keys(files).sort(), bytes: bytes.length },
    requestId: source.requestId,
    ip: source.ip,
  });
  return { name: `employee-${staffId.replace(/[^\w.-]+/g, '_')}-export.zip`, bytes };
}
