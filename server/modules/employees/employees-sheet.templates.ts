import 'server-only';
import { GENDERS, EMPLOYMENT_TYPES } from '@/lib/contracts/employees';
import {
  ADDON_FREQUENCIES,
  ADDON_KINDS,
  ADDON_SHEET_COLUMNS,
  EMPLOYEE_SHEET_COLUMNS,
  type SheetColumn,
} from '@/lib/contracts/employees-import';
import { EXTRA_EMPLOYEE_CURRENCY } from '@/lib/countries';
import { LOCALES } from '@/lib/i18n/config';
import { translator, type Translate } from '@/server/i18n';
import { normaliseHeader } from './employees-sheet.cells';
import { buildTemplate, listRange, type TemplateColumn, type TemplateList } from './employees-sheet.workbook';

/** The two downloadable sheets, titled in the user's language, and the header matching that reads them back. */

const title = (t: Translate, key: string) => t(`employees.bulk.columns.${key}`);
const spaced = (v: string) => v.replace(/_/g, ' ');

/** "Basic salary * (e.g. 250000.00)": the mark and the bracketed hint are ignored when the sheet is read. */
function headerOf(t: Translate, column: SheetColumn) {
  const hint = ['amount', 'date', 'month', 'yesNo'].includes(column.kind)
    ? ` (${t(`employees.bulk.hints.${column.kind}`)})`
    : '';
  return `${title(t, column.key)}${column.required ? ' *' : ''}${hint}`;
}

/** Normalised header text in every language (and the bare column key) → column key. */
function headerKeys(columns: readonly SheetColumn[]) {
  const map = new Map<string, string>();
  for (const locale of LOCALES) {
    const t = translator(locale);
    for (const c of columns) map.set(normaliseHeader(title(t, c.key)), c.key);
  }
  for (const c of columns) map.set(normaliseHeader(c.key), c.key);
  return map;
}
export const EMPLOYEE_HEADER_KEYS = headerKeys(EMPLOYEE_SHEET_COLUMNS);
export const ADDON_HEADER_KEYS = headerKeys(ADDON_SHEET_COLUMNS);

const TEXT_KINDS = new Set(['text', 'month', 'amount', 'lookup', 'choice', 'yesNo', 'date']);

function templateColumns(
  t: Translate,
  columns: readonly SheetColumn[],
  listsName: string,
  lists: Map<string, [number, number]>,
): TemplateColumn[] {
  return columns.map((c) => {
    const list = lists.get(c.key);
    return {
      key: c.key,
      title: headerOf(t, c),
      // Text cells keep what was typed: leading zeros of account numbers, "2026-05" not turned into a date.
      text: TEXT_KINDS.has(c.kind),
      list: list ? listRange(listsName, list[0], list[1]) : undefined,
    };
  });
}

type Named = { name: string };

/** GET employees/import/download-sheet: headers, and the organisation's names to pick from. */
export function employeesTemplate(
  t: Translate,
  data: { departments: Named[]; jobRoles: Named[]; payrollGroups: Named[]; banks: Named[]; currency: string },
) {
  const listsName = t('employees.bulk.sheet.lists');
  const lists: [string, TemplateList][] = [
    ['department', { title: title(t, 'department'), values: data.departments.map((d) => d.name) }],
    ['jobRole', { title: title(t, 'jobRole'), values: data.jobRoles.map((d) => d.name) }],
    ['payrollGroup', { title: title(t, 'payrollGroup'), values: data.payrollGroups.map((d) => d.name) }],
    ['bank', { title: title(t, 'bank'), values: data.banks.map((d) => d.name) }],
    ['gender', { title: title(t, 'gender'), values: GENDERS }],
    ['employmentType', { title: title(t, 'employmentType'), values: EMPLOYMENT_TYPES.map(spaced) }],
    [
      'payCurrency',
      { title: title(t, 'payCurrency'), values: [...new Set([data.currency, EXTRA_EMPLOYEE_CURRENCY])] },
    ],
    ['yesNo', { title: t('employees.bulk.hints.yesNo'), values: ['yes', 'no'] }],
  ];
  const ranges = new Map(lists.map(([key, list], i) => [key, [i, list.values.length] as [number, number]]));
  const yesNo = ranges.get('yesNo')!;
  for (const c of EMPLOYEE_SHEET_COLUMNS) if (c.kind === 'yesNo') ranges.set(c.key, yesNo);
  return buildTemplate({
    sheetName: t('employees.bulk.sheet.employees'),
    listsName,
    columns: templateColumns(t, EMPLOYEE_SHEET_COLUMNS, listsName, ranges),
    lists: lists.map(([, list]) => list),
  });
}

/** GET employees/addons/download-sheet: one row per current employee, ready for the amounts. */
export function addonsTemplate(
  t: Translate,
  staff: { staffId: string; firstName: string; lastName: string }[],
) {
  const listsName = t('employees.bulk.sheet.lists');
  const lists: TemplateList[] = [
    { title: title(t, 'kind'), values: ADDON_KINDS },
    { title: title(t, 'frequency'), values: ADDON_FREQUENCIES.map((f) => f.replace('_', '-')) },
  ];
  const ranges = new Map<string, [number, number]>([
    ['kind', [0, ADDON_KINDS.length]],
    ['frequency', [1, ADDON_FREQUENCIES.length]],
  ]);
  return buildTemplate({
    sheetName: t('employees.bulk.sheet.addons'),
    listsName,
    columns: templateColumns(t, ADDON_SHEET_COLUMNS, listsName, ranges),
    lists,
    rows: staff.map((s) => [s.staffId, `${s.firstName} ${s.lastName}`]),
  });
}
