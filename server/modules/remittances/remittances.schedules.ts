import 'server-only';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import type { StatutoryType } from '@/lib/contracts/remittances';
import type { DbOrTx } from '@/server/db/client';
import { notFound } from '@/server/errors';
import type { Translate } from '@/server/i18n';
import { statutoryDetails } from '@/server/modules/employees/employees.queries';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { runHeader } from '@/server/modules/payroll/payroll.queries';
import { periodReturnFiles } from './returns/returns.service';
import * as repo from './remittances.repo';

/**
 * The schedules an authority asks for with a remittance: one per type and payee, as xlsx and CSV, in a zip.
 * Columns follow the authority (pension: RSA PIN, name, employee and employer parts; PAYE: TIN, name, gross,
 * tax). Identifiers are stored encrypted and decrypted only here, for the file the employer hands over.
 */
type Column = {
  key: 'id' | 'staffId' | 'name' | 'gross' | 'employee' | 'employer' | 'total';
  title: string;
  money?: boolean;
};

function columnsOf(type: StatutoryType, t: Translate): Column[] {
  const c = (key: Column['key'], title: string): Column => ({
    key,
    title: t(`remittances.schedule.${title}`),
    money: ['gross', 'employee', 'employer', 'total'].includes(key),
  });
  const base = [c('staffId', 'staffId'), c('name', 'name')];
  switch (type) {
    case 'pension':
      return [
        c('id', 'rsaPin'),
        ...base,
        c('employee', 'employeeContribution'),
        c('employer', 'employerContribution'),
        c('total', 'total'),
      ];
    case 'paye':
      return [c('id', 'tin'), ...base, c('gross', 'gross'), c('employee', 'tax')];
    case 'nhf':
      return [c('id', 'nhfNumber'), ...base, c('gross', 'gross'), c('employee', 'contribution')];
    case 'shif':
    case 'lst':
      return [...base, c('gross', 'gross'), c('employee', 'contribution')];
    case 'nsitf':
    case 'itf':
    case 'nita':
      return [...base, c('gross', 'gross'), c('employer', 'employerContribution')];
    default: // nssf, ssnit, ahl: both parts
      return [
        c('id', 'tin'),
        ...base,
        c('gross', 'gross'),
        c('employee', 'employeeContribution'),
        c('employer', 'employerContribution'),
        c('total', 'total'),
      ];
  }
}

const major = (minor: number) => (minor / 100).toFixed(2);
const csvCell = (v: string) =>
  /[",\n\r]/.test(v) || /^[=+\-@]/.test(v)
    ? `"${(/^[=+\-@]/.test(v) ? `'${v}` : v).replace(/"/g, '""')}"`
    : v;
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'payee';

export async function buildScheduleZip(
  db: DbOrTx,
  organizationId: string,
  runId: string,
  types: readonly StatutoryType[],
  t: Translate,
) {
  const run = await runHeader(db, organizationId, runId);
  if (!run) throw notFound('remittances.errors.runNotFound');
  const groups = (await repo.runLiabilitiesWithItems(db, organizationId, runId)).filter((g) =>
    types.includes(g.liability.type as StatutoryType),
  );
  const ids = [...new Set(groups.flatMap((g) => g.items.map((i) => i.employeeId)))];
  const details = await statutoryDetails(db, organizationId, ids, true);
  const files: Record<string, Uint8Array> = {};
  for (const { liability, items } of groups) {
    const type = liability.type as StatutoryType;
    const columns = columnsOf(type, t);
    const rows = items.map((i) => {
      const d = details.get(i.employeeId);
      const value: Record<Column['key'], string | number> = {
        id: (type === 'pension' ? d?.rsaPin : type === 'nhf' ? d?.nhfNumber : d?.taxId) ?? '',
        staffId: i.staffId,
        name: i.name,
        gross: i.gross,
        employee: i.employeeAmount,
        employer: i.employerAmount,
        total: i.employeeAmount + i.employerAmount,
      };
      return value;
    });
    const base = `${run.period}/${type}/${slug(liability.payee)}`;
    const csv = [
      columns.map((c) => csvCell(c.title)).join(','),
      ...rows.map((r) =>
        columns.map((c) => csvCell(c.money ? major(r[c.key] as number) : String(r[c.key]))).join(','),
      ),
    ].join('\r\n');
    files[`${base}.csv`] = strToU8(`\ufeff${csv}\r\n`);

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet(t(`remittances.types.${type}`).slice(0, 31));
    ws.addRow([t('remittances.schedule.payee'), liability.payee]);
    ws.addRow([t('remittances.schedule.period'), run.period]);
    ws.addRow([t('remittances.schedule.currency'), liability.currency]);
    ws.addRow([]);
    const header = ws.addRow(columns.map((c) => c.title));
    header.font = { bold: true };
    for (const r of rows)
      ws.addRow(columns.map((c) => (c.money ? (r[c.key] as number) / 100 : String(r[c.key]))));
    const totals = ws.addRow(
      columns.map((c, i) =>
        i === 0
          ? t('remittances.schedule.total')
          : c.money
            ? rows.reduce((s, r) => s + (r[c.key] as number), 0) / 100
            : '',
      ),
    );
    totals.font = { bold: true };
    columns.forEach((c, i) => {
      const col = ws.getColumn(i + 1);
      col.width = c.key === 'name' ? 32 : 18;
      if (c.money) col.numFmt = '#,##0.00';
      else col.numFmt = '@';
    });
    files[`${base}.xlsx`] = new Uint8Array(await wb.xlsx.writeBuffer());
  }
  // issue 36: the authorities' own files for the period (Nigeria's PAYE per state, PenCom per PFA, NHF)
  const country = (await findOrganization(db, organizationId))?.country ?? '';
  Object.assign(files, await periodReturnFiles(db, organizationId, country, run.period, types));
  return { name: `schedules-${run.period}-${slug(run.name)}.zip`, bytes: zipSync(files, { level: 6 }) };
}
