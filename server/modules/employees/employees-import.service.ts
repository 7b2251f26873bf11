import 'server-only';
import { ADDON_SHEET_COLUMNS, EMPLOYEE_SHEET_COLUMNS, type SheetRow } from '@/lib/contracts/employees-import';
import type { DbOrTx } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/sql-rules';
import { AppError, notFound } from '@/server/errors';
import type { AppDeps } from '@/server/deps';
import type { Translate } from '@/server/i18n';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { organizationRail } from '@/server/modules/payments/payments-rails.service';
import { getPaymentsProvider } from '@/server/modules/payments/payments.service';
import { listBanks } from '@/server/modules/payments/payments.service';
import { validateAddonRows } from './employees-import.addons';
import {
  insertAddonsChunked,
  insertEmployeesChunked,
  listCurrentStaff,
  listNamedReferences,
} from './employees-import.repo';
import { ImportRejected, normaliseRows } from './employees-import.report';
import { validateEmployeeRows, type ImportLookups } from './employees-import.validate';
import {
  ADDON_HEADER_KEYS,
  addonsTemplate,
  EMPLOYEE_HEADER_KEYS,
  employeesTemplate,
} from './employees-sheet.templates';
import { readSheetRows } from './employees-sheet.workbook';

/** A sheet as uploaded bytes or as the JSON rows the bulk screen sends back. */
export type SheetSource = { file: Uint8Array } | { rows: Record<string, unknown>[] };

async function organizationOf(db: DbOrTx, organizationId: string) {
  const organization = await findOrganization(db, organizationId);
  if (!organization) throw notFound('errors.organizationNotFound');
  return organization;
}

/** Everything a sheet's names resolve against, loaded once per call (four small queries). */
async function loadLookups(db: DbOrTx, organizationId: string) {
  const organization = await organizationOf(db, organizationId);
  const [refs, banks] = await Promise.all([
    listNamedReferences(db, organizationId),
    organizationRail(db, getPaymentsProvider(), organizationId).then((rail) =>
      listBanks(db, rail, { organizationId }),
    ),
  ]);
  const byName = (list: { id: string; name: string }[]) =>
    new Map(list.map((r) => [r.name.toLowerCase(), r.id]));
  const lookups: ImportLookups = {
    organizationId,
    currency: organization.currency,
    departments: byName(refs.departments),
    jobRoles: byName(refs.jobRoles),
    payrollGroups: byName(refs.payrollGroups),
    banks: new Map(
      banks.flatMap((b) => [[b.code.toLowerCase(), b] as const, [b.name.toLowerCase(), b] as const]),
    ),
  };
  return { lookups, refs, banks, currency: organization.currency };
}

export async function employeesTemplateFor(db: DbOrTx, organizationId: string, t: Translate) {
  const { refs, banks, currency } = await loadLookups(db, organizationId);
  return employeesTemplate(t, { ...refs, banks, currency });
}

export async function addonsTemplateFor(db: DbOrTx, organizationId: string, t: Translate) {
  return addonsTemplate(t, await listCurrentStaff(db, organizationId));
}

const employeeRowsOf = async (source: SheetSource): Promise<SheetRow[]> =>
  'file' in source
    ? readSheetRows(source.file, EMPLOYEE_SHEET_COLUMNS, EMPLOYEE_HEADER_KEYS)
    : normaliseRows(source.rows);

/** POST employees/validate: the full report; nothing is written. */
export async function validateEmployees(
  db: DbOrTx,
  organizationId: string,
  source: SheetSource,
  t: Translate,
) {
  const rows = await employeeRowsOf(source);
  const { lookups } = await loadLookups(db, organizationId);
  return (await validateEmployeeRows(db, lookups, rows, t)).report;
}

/**
 * POST employees/import: validated again (the rows may have been edited, or others added meanwhile), then
 * every row inserted in the route's transaction — all or none. A clash that slipped in between check and
 * insert meets the unique indexes: a 409, and the route rolls everything back. Answers the count only, so
 * the audit row of a 10,000-row import stays small.
 */
export async function importEmployees(
  deps: AppDeps,
  organizationId: string,
  source: SheetSource,
  t: Translate,
) {
  const rows = await employeeRowsOf(source);
  const { lookups } = await loadLookups(deps.db, organizationId);
  const { report, inserts } = await validateEmployeeRows(deps.db, lookups, rows, t);
  if (!report.valid) throw new ImportRejected(report);
  try {
    await insertEmployeesChunked(deps.db, inserts);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'errors.importClash');
    throw error;
  }
  return { imported: inserts.length };
}

/**
 * POST employees/add-ons/bulk: all add-ons or none (the route's transaction); a sheet carries major units,
 * JSON minor units. Answers the count only, for the same reason as the employees import.
 */
export async function importAddons(
  deps: AppDeps,
  organizationId: string,
  userId: string,
  source: SheetSource,
  t: Translate,
) {
  const rows =
    'file' in source
      ? await readSheetRows(source.file, ADDON_SHEET_COLUMNS, ADDON_HEADER_KEYS, ['staffId', 'employeeName'])
      : normaliseRows(source.rows);
  const amounts = 'file' in source ? 'major' : 'minor';
  const { report, inserts } = await validateAddonRows(deps.db, { organizationId, userId, amounts }, rows, t);
  if (!report.valid) throw new ImportRejected(report);
  await insertAddonsChunked(deps.db, inserts);
  return { imported: inserts.length };
}
