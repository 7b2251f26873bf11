import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { EmployeeInput } from '@/lib/contracts/employees';
import { fromMinorUnits } from '@/lib/money';
import { createEmployer } from '@/server/seed/factories';
import { getHarness, uniqueEmail } from '../helpers/app';
import { signIn } from '../helpers/accounts';
import { download, runIn } from '../payroll/documents-fixtures';
import { allRows, insertEmployee } from '../payroll/fixtures';

/** Shared set-up of the statutory returns tests (issue 36): an organisation of a country, a run approved. */

export const CURRENCY = { NG: 'NGN', KE: 'KES', GH: 'GHS', UG: 'UGX' } as const;
export type Country = keyof typeof CURRENCY;
export type Row = { employeeId: string; gross: number; lines: { code: string; amount: number }[] };

/** An employer of `country` with `people` (fixed staff IDs and names, so files are stable), signed in. */
export async function countryOrg(country: Country, people: Partial<EmployeeInput>[]) {
  const { deps } = await getHarness();
  const owner = await createEmployer(deps.db, { email: uniqueEmail(country.toLowerCase()), country });
  const session = await signIn(owner.user.email, owner.password);
  const employees = [];
  for (const [i, p] of people.entries()) {
    employees.push(
      await insertEmployee(owner.organization.id, {
        staffId: `S-${i + 1}`,
        lastName: `Person ${i + 1}`,
        payCurrency: CURRENCY[country],
        ...p,
      }),
    );
  }
  return { token: session.token, organizationId: owner.organization.id, employees };
}

/** A computed run of `period` marked approved; its rows as the API shows them. */
export async function approvedIn(token: string, period: string) {
  const runId = await runIn(token, period, 'approved');
  return { runId, rows: (await allRows(token, runId)) as Row[] };
}

/** The sum of `codes` over `rows` (of `employeeId` only when given), in major units as the files print it. */
export function sumOf(rows: Row[], currency: string, codes: string[], employeeId?: string) {
  const total = rows
    .filter((r) => !employeeId || r.employeeId === employeeId)
    .flatMap((r) => r.lines)
    .filter((l) => codes.includes(l.code))
    .reduce((s, l) => s + l.amount, 0);
  return fromMinorUnits(total, currency);
}

/** RFC 4180 CSV → rows of cells (quotes, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (quoted || (ch !== ',' && ch !== '\n' && ch !== '\r')) {
      cell += ch;
    } else if (ch === ',') {
      endCell();
    } else if (ch === '\n') {
      endCell();
      rows.push(row);
      row = [];
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** A return downloaded and parsed: its header and one record per data row, keyed by header. */
export async function fetchCsv(pathAndQuery: string, token: string) {
  const res = await download(pathAndQuery, token);
  expect(res.status, new TextDecoder().decode(res.bytes)).toBe(200);
  const text = new TextDecoder().decode(res.bytes);
  const [header, ...rows] = parseCsv(text);
  return {
    text,
    disposition: res.disposition,
    type: res.type,
    header: header!,
    records: rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? '']))),
  };
}

const GOLDEN = path.join(import.meta.dirname, 'golden');

/**
 * Compares a file with its golden copy under tests/server/statutory/golden/ (generated once from the fixed
 * fixtures with UPDATE_GOLDEN=1, reviewed by eye, committed).
 */
export function expectGolden(name: string, text: string) {
  const file = path.join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(file, text);
  expect(fs.existsSync(file), `${name}: no golden file (run once with UPDATE_GOLDEN=1)`).toBe(true);
  expect(text).toBe(fs.readFileSync(file, 'utf8'));
}
