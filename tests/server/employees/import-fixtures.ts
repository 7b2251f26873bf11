import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { XLSX_CONTENT_TYPE } from '@/lib/contracts/employees-import';
import { jobRoles, payrollGroups } from '@/server/db/schema';
import { getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createDepartment, uniqueName } from '../departments/fixtures';

/** Sheets built with exceljs as a user's spreadsheet would be, and multipart calls of the import routes. */

export type Cell = string | number | boolean | Date | null;

export async function xlsx(headers: string[], rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Records keyed by column key → a sheet whose headers are those keys. */
export function sheetOf(records: Record<string, Cell>[]) {
  const headers = [...new Set(records.flatMap((r) => Object.keys(r)))];
  return xlsx(
    headers,
    records.map((r) => headers.map((h) => r[h] ?? null)),
  );
}

type Res = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** POST a file as multipart `file` to a path under /api/v1. */
export async function upload(
  path: string,
  token: string,
  bytes: Uint8Array,
  opts: { name?: string; locale?: string } = {},
): Promise<Res> {
  const { app } = await getHarness();
  const form = new FormData();
  form.set(
    'file',
    new File([new Uint8Array(bytes)], opts.name ?? 'employees.xlsx', { type: XLSX_CONTENT_TYPE }),
  );
  const res = await app.request(`/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(opts.locale && { 'accept-language': opts.locale }) },
    body: form,
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** GET a download: the status, headers and bytes. */
export async function download(path: string, token: string) {
  const { app } = await getHarness();
  const res = await app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

export async function loadWorkbook(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** An employer with a department, a job role and a payroll group to refer to by name. */
export async function employerWithNames() {
  const { deps } = await getHarness();
  const session = await employerSession();
  const organizationId = session.organization.id;
  const department = await createDepartment(session.token, uniqueName('Finance'));
  const [role] = await deps.db
    .insert(jobRoles)
    .values({ organizationId, title: uniqueName('Accountant') })
    .returning();
  const [group] = await deps.db
    .insert(payrollGroups)
    .values({ organizationId, name: uniqueName('Monthly staff') })
    .returning();
  return { session, organizationId, department, role: { id: role!.id, name: role!.title }, group: group! };
}

/** A complete valid row in sheet form (strings as typed), unique per `tag`. */
export function employeeRow(tag: string, o: Record<string, Cell> = {}): Record<string, Cell> {
  return {
    staffId: `IM-${tag}`,
    firstName: 'Amaka',
    lastName: `Obi ${tag}`,
    email: `amaka.${tag}@example.test`,
    startDate: '2026-02-01',
    basic: '250000.50',
    housing: '100000',
    bank: '058',
    accountNumber: '0123456789',
    pensionEnabled: 'no',
    ...o,
  };
}

export const unique = () => crypto.randomUUID().slice(0, 8);

/** The report's errors as `row:column` pairs, for compact assertions. */
export const cellsOf = (report: { errors: { row: number; column: string }[] }) =>
  report.errors.map((e) => `${e.row}:${e.column}`);

export function expectReport(res: Res, valid: boolean) {
  expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
  expect(res.body.data.valid).toBe(valid);
  return res.body.data as {
    valid: boolean;
    total: number;
    rows: Record<string, unknown>[];
    errors: { row: number; column: string; message: string }[];
  };
}
