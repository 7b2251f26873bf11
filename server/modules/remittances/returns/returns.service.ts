import 'server-only';
import { strToU8, zipSync } from 'fflate';
import type { StatutoryType } from '@/lib/contracts/remittances';
import {
  ANNUAL_RETURNS,
  MONTHLY_RETURNS,
  monthlyReturnsOf,
  type AnnualReturnType,
  type MonthlyReturnType,
  type ReturnIssue,
} from '@/lib/contracts/statutory-returns';
import type { DbOrTx } from '@/server/db/client';
import { AppError, notFound } from '@/server/errors';
import { getRegistration } from '../remittances.service';
import { ghPaye, ghPayeAnnual, ghSsnit } from './layouts/gh';
import { keNssf, keP10, keP10Annual, keShif } from './layouts/ke';
import { ngH1, ngNhf, ngPaye, ngPencom } from './layouts/ng';
import { ugNssf, ugPaye } from './layouts/ug';
import { loadReturnData, type EmployeeFigures, type ReturnData } from './returns.data';
import { renderCsv, slug, type Layout, type LayoutOf } from './returns.format';

/** Each return's layout (layouts/<country>.ts cites the authority's template beside it). */
const LAYOUTS: Record<MonthlyReturnType | AnnualReturnType, LayoutOf> = {
  'ng-paye': ngPaye,
  'ng-pencom': ngPencom,
  'ng-nhf': ngNhf,
  'ke-p10': keP10,
  'ke-nssf': keNssf,
  'ke-shif': keShif,
  'gh-paye': ghPaye,
  'gh-ssnit': ghSsnit,
  'ug-paye': ugPaye,
  'ug-nssf': ugNssf,
  'ng-h1': ngH1,
  'ke-p10-annual': keP10Annual,
  'gh-paye-annual': ghPayeAnnual,
};

export type ReturnKind = 'monthly' | 'annual';
export type ReturnFile = { name: string; contentType: string; bytes: Uint8Array };
export type Span = { from: string; to: string; label: string };

export const monthSpan = (period: string): Span => ({ from: period, to: period, label: period });
export const yearSpan = (year: number): Span => ({
  from: `${year}-01`,
  to: `${year}-12`,
  label: String(year),
});

/**
 * The return type named in the path, checked against the organisation's country (another's, or none → 404).
 * Returns the statutory type whose managers may download it.
 */
export function returnTypeOf(kind: ReturnKind, raw: string, country: string) {
  const defs: Record<string, { country: string; type: StatutoryType }> =
    kind === 'monthly' ? MONTHLY_RETURNS : ANNUAL_RETURNS;
  const name = raw.toLowerCase();
  const def = defs[name];
  if (!def || def.country !== country) throw notFound('remittances.returns.errors.typeNotFound');
  return { name: name as MonthlyReturnType | AnnualReturnType, statutoryType: def.type };
}

async function layoutOf(db: DbOrTx, organizationId: string, type: keyof typeof LAYOUTS, span: Span) {
  const defs: Record<string, { type: StatutoryType }> = { ...MONTHLY_RETURNS, ...ANNUAL_RETURNS };
  const registration = await getRegistration(db, organizationId, defs[type]!.type);
  return LAYOUTS[type]({ employerNumber: registration.employerNumber, from: span.from, to: span.to });
}

/** The layout's employees, per file: one group (no `groupBy`) or one per payee, sorted by payee. */
function groupsOf(layout: Layout, data: ReturnData) {
  const covered = data.employees.filter((e) => layout.include?.(e) ?? true);
  const groups = new Map<string, EmployeeFigures[]>();
  for (const e of covered) {
    const key = layout.groupBy ? layout.groupBy(e) : '';
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'en'));
}

const CSV = 'text/csv; charset=utf-8';

/** The files of one return: one per payee for grouped layouts (`only` keeps one payee, case-insensitive). */
async function returnFiles(
  db: DbOrTx,
  organizationId: string,
  type: keyof typeof LAYOUTS,
  span: Span,
  only?: string,
): Promise<{ files: Record<string, Uint8Array>; data: ReturnData; layout: Layout }> {
  const data = await loadReturnData(db, organizationId, span.from, span.to);
  const layout = await layoutOf(db, organizationId, type, span);
  let groups = groupsOf(layout, data);
  if (only !== undefined) {
    groups = groups.filter(([g]) => g.toLowerCase() === only.trim().toLowerCase());
    if (groups.length === 0) throw notFound('remittances.returns.errors.payeeNotFound');
  }
  if (groups.length === 0) groups = [['', []]];
  const files: Record<string, Uint8Array> = {};
  for (const [group, employees] of groups) {
    const name =
      layout.fileName ?? `${type}-${span.label}${layout.groupBy && group ? `-${slug(group)}` : ''}.csv`;
    files[name] = strToU8(renderCsv(layout, employees, data.currency));
  }
  return { files, data, layout };
}

/**
 * GET /statutory/returns/{type} and /statutory/annual/{type}: one CSV, or a zip of one CSV per payee when
 * the return has several (PAYE per state, PenCom per PFA) and no `only` was asked for.
 */
export async function buildReturn(
  db: DbOrTx,
  organizationId: string,
  type: keyof typeof LAYOUTS,
  span: Span,
  only?: string,
): Promise<ReturnFile> {
  const { files } = await returnFiles(db, organizationId, type, span, only);
  const names = Object.keys(files);
  if (names.length === 1) return { name: names[0]!, contentType: CSV, bytes: files[names[0]!]! };
  return {
    name: `${type}-${span.label}.zip`,
    contentType: 'application/zip',
    bytes: zipSync(files, { level: 6 }),
  };
}

/** Employees the return covers whose record lacks an identifier the authority needs (fix before filing). */
export async function listReturnIssues(
  db: DbOrTx,
  organizationId: string,
  type: keyof typeof LAYOUTS,
  span: Span,
): Promise<ReturnIssue[]> {
  const data = await loadReturnData(db, organizationId, span.from, span.to);
  const layout = await layoutOf(db, organizationId, type, span);
  return groupsOf(layout, data)
    .flatMap(([, employees]) => employees)
    .map((e) => ({
      employeeId: e.employeeId,
      name: e.name,
      staffId: e.staffId,
      missing: layout.required.filter((f) => !e.ids[f]?.trim()),
    }))
    .filter((i) => i.missing.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * The monthly returns of a period for the run's schedule zip (statutory/payment-records/{payrollId}/download):
 * Nigeria's, limited to the types the user may manage, under `returns/`. Nothing for a period without an
 * approved run (a run still awaiting approval has its schedules only).
 */
export async function periodReturnFiles(
  db: DbOrTx,
  organizationId: string,
  country: string,
  period: string,
  types: readonly StatutoryType[],
) {
  const out: Record<string, Uint8Array> = {};
  if (country !== 'NG') return out;
  for (const type of monthlyReturnsOf(country)) {
    if (!types.includes(MONTHLY_RETURNS[type].type)) continue;
    try {
      const { files } = await returnFiles(db, organizationId, type, monthSpan(period));
      for (const [name, bytes] of Object.entries(files)) out[`${period}/returns/${type}/${name}`] = bytes;
    } catch (e) {
      if (e instanceof AppError && e.code === 'VALIDATION_FAILED') return {};
      throw e;
    }
  }
  return out;
}
