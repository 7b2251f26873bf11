import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EmployeeSummary } from '@/lib/contracts/employees';
import { employees } from '@/server/db/schema';
import { countEmployees } from '@/server/modules/employees/employees.service';
import { containsPattern } from '@/server/db/sql-rules';
import { searchCondition } from '@/server/modules/employees/employees.repo';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createEmployee, orgStructure, teamAdmin } from './fixtures';

const names = (rows: EmployeeSummary[]) => rows.map((r) => `${r.lastName} ${r.firstName}`);

/** An organisation with five employees: two in a department and group, one suspended, one separated. */
async function workforce() {
  const s = await employerSession();
  const { department, group } = await orgStructure(s.organization.id);
  const mk = (firstName: string, lastName: string, extra = {}) =>
    createEmployee(s.token, { firstName, lastName, ...extra });
  const bola = await mk('Bola', 'Adeyemi', {
    departmentId: department.id,
    payrollGroupId: group.id,
    staffId: 'DF-100_A',
  });
  const chidi = await mk('Chidi', 'Nwosu', { departmentId: department.id, nhfEnabled: true });
  const ada = await mk('Ada', 'Adeyemi', { email: 'ada.special@corp.test', pensionEnabled: false });
  const emeka = await mk('Emeka', 'Okafor');
  const funmi = await mk('Funmi', 'Bello', { pensionEnabled: false });
  const { deps } = await getHarness();
  await deps.db.update(employees).set({ status: 'suspended' }).where(eq(employees.id, emeka.id));
  await deps.db
    .update(employees)
    .set({ status: 'separated', separatedAt: '2025-06-30' })
    .where(eq(employees.id, funmi.id));
  return { s, department, group, bola, chidi, ada, emeka, funmi };
}

describe('[EMPLOYEES] GET employees', () => {
  it('pages in name order with meta, and the tabs split current staff from leavers', async () => {
    const { s, ada, emeka, funmi } = await workforce();
    const first = await api('/employees?perPage=2', { token: s.token });
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, perPage: 2, total: 5, totalPages: 3 });
    expect(names(first.body.data)).toEqual(['Adeyemi Ada', 'Adeyemi Bola']);
    expect(first.body.data[0]).toMatchObject({
      id: ada.id,
      monthlyGross: 46_000_000,
      department: null,
      accountNumberMasked: null,
    });
    const third = await api('/employees?perPage=2&page=3', { token: s.token });
    expect(names(third.body.data)).toEqual(['Okafor Emeka']);

    const active = await api('/employees?tab=active', { token: s.token });
    expect(active.body.meta.total).toBe(4);
    expect(active.body.data.find((e: EmployeeSummary) => e.id === emeka.id).status).toBe('suspended');
    const inactive = await api('/employees?tab=in-active', { token: s.token });
    expect(inactive.body.data.map((e: EmployeeSummary) => e.id)).toEqual([funmi.id]);
    expect(
      (await api('/employees?status=suspended', { token: s.token })).body.data.map(
        (e: EmployeeSummary) => e.id,
      ),
    ).toEqual([emeka.id]);
    // A tab and a status that exclude each other match nobody.
    expect((await api('/employees?tab=in-active&status=active', { token: s.token })).body.meta.total).toBe(0);
  });

  it('filters by department, group and "without department"', async () => {
    const { s, department, group, bola, chidi } = await workforce();
    const byDept = await api(`/employees?departmentId=${department.id}`, { token: s.token });
    expect(byDept.body.data.map((e: EmployeeSummary) => e.id)).toEqual([bola.id, chidi.id]);
    expect(byDept.body.data[0]).toMatchObject({
      department: { id: department.id, name: department.name },
      payrollGroup: { id: group.id, name: group.name },
    });
    expect(
      (await api(`/employees?payrollGroupId=${group.id}`, { token: s.token })).body.data.map(
        (e: EmployeeSummary) => e.id,
      ),
    ).toEqual([bola.id]);
    const without = await api('/employees?withoutDepartment=true', { token: s.token });
    expect(without.body.meta.total).toBe(3);
  });

  it('searches name, email and staff id case-insensitively, with % and _ taken literally', async () => {
    const { s, ada, bola } = await workforce();
    const search = async (term: string) =>
      (await api(`/employees?search=${encodeURIComponent(term)}`, { token: s.token })).body.data.map(
        (e: EmployeeSummary) => e.id,
      );
    expect(await search('ADA ADEY')).toEqual([ada.id]);
    expect(await search('special@corp')).toEqual([ada.id]);
    expect(await search('df-100_a')).toEqual([bola.id]);
    expect(await search('df-100%a')).toEqual([]);
    expect(await search('_')).toEqual([bola.id]); // only Bola's staff id holds an underscore
    expect(await search('zzz-nobody')).toEqual([]);
    // the search's pattern: the shared LIKE escaping, lower-cased like the indexed expression
    expect(containsPattern('50%_a\\b', true)).toBe('%50\\%\\_a\\\\b%');
  });

  it('searches with exactly the expression of the trigram index, so PostgreSQL can use it', async () => {
    const { deps } = await getHarness();
    const plan = await deps.db.transaction(async (tx) => {
      // On a small table a sequential scan is cheaper; forbid it to see whether the index can serve the query.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select ${employees.id} from ${employees} where ${searchCondition('ada adey')}`,
      );
    });
    expect(JSON.stringify(plan)).toContain('employees_search_trgm_idx');
  });

  it('result=all answers every match in one page (capped at 1000)', async () => {
    const { s } = await workforce();
    const all = await api('/employees?result=all&perPage=1', { token: s.token });
    expect(all.body.data).toHaveLength(5);
    expect(all.body.meta).toEqual({ page: 1, perPage: 1000, total: 5, totalPages: 1 });
  });

  it('never shows another organisation’s employees, and needs the permission', async () => {
    const { s } = await workforce();
    const other = await employerSession();
    await createEmployee(other.token);
    expect((await api('/employees', { token: other.token })).body.meta.total).toBe(1);
    const hr = await teamAdmin(s.organization.id, ['leave']);
    expect((await api('/employees', { token: hr.token })).status).toBe(403);
    expect((await api('/employees?perPage=500', { token: s.token })).status).toBe(422);
  });
});

describe('[EMPLOYEES] GET employees/statutory-disabled/{type} and countEmployees', () => {
  it('lists current employees with that statutory item off, paged', async () => {
    const { s, ada, bola, chidi, emeka } = await workforce();
    const pension = await api('/employees/statutory-disabled/pension', { token: s.token });
    expect(pension.status).toBe(200);
    // Funmi also has pension off but has left.
    expect(pension.body.data.map((e: EmployeeSummary) => e.id)).toEqual([ada.id]);
    expect(pension.body.meta).toEqual({ page: 1, perPage: 20, total: 1, totalPages: 1 });
    const nhf = await api('/employees/statutory-disabled/nhf?perPage=2', { token: s.token });
    expect(nhf.body.meta.total).toBe(3);
    expect(nhf.body.data.map((e: EmployeeSummary) => e.id)).toEqual([ada.id, bola.id]);
    expect(nhf.body.data.map((e: EmployeeSummary) => e.id)).not.toContain(chidi.id);
    expect((await api('/employees/statutory-disabled/paye', { token: s.token })).body.data).toEqual([]);
    expect((await api('/employees/statutory-disabled/vat', { token: s.token })).status).toBe(422);
    expect(emeka.id).toBeTruthy();
  });

  it('countEmployees answers the head count per status', async () => {
    const { s } = await workforce();
    const { deps } = await getHarness();
    expect(await countEmployees(deps.db, s.organization.id)).toEqual({
      active: 3,
      suspended: 1,
      separated: 1,
    });
    expect(await countEmployees(deps.db, crypto.randomUUID())).toEqual({
      active: 0,
      suspended: 0,
      separated: 0,
    });
  });
});
