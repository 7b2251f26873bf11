import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '@/lib/i18n/format-message';
import { loadMessages } from '@/lib/i18n/catalog';

const zhCN = loadMessages('zh-CN');
import { auditLogs } from '@/server/db/schema';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import {
  createEmployee,
  detail,
  employeeInput,
  GOOD_ACCOUNT,
  GOOD_ACCOUNT_HOLDER,
  missingAccount,
  msg,
  orgStructure,
  teamAdmin,
} from './fixtures';

describe('[EMPLOYEES] POST employees', () => {
  it('creates an employee with a verified bank account and answers the masked detail', async () => {
    const s = await employerSession();
    const { department, jobRole, group } = await orgStructure(s.organization.id);
    const input = employeeInput({
      ...GOOD_ACCOUNT_HOLDER,
      departmentId: department.id,
      jobRoleId: jobRole.id,
      payrollGroupId: group.id,
      bankCode: '058',
      accountNumber: GOOD_ACCOUNT,
      bvn: '22123456789',
      nin: '70000001234',
    });
    const res = await api('/employees', { method: 'POST', token: s.token, body: input });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(msg('employees.api.employeeCreated'));
    const d = res.body.data;
    expect(d).toMatchObject({
      staffId: input.staffId,
      status: 'active',
      payCurrency: 'NGN',
      monthlyGross: 46_000_000,
      department: { id: department.id, name: department.name },
      jobRole: { id: jobRole.id, name: jobRole.title },
      payrollGroup: { id: group.id, name: group.name },
      bankCode: '058',
      bankName: 'Guaranty Trust Bank (GTBank)',
      bankVerified: true,
      accountNumberMasked: `******${GOOD_ACCOUNT.slice(-4)}`,
      bvnMasked: '******6789',
      ninMasked: '******1234',
      pensionEnabled: true,
      nhfEnabled: false,
      activeSuspension: null,
    });
    expect(d.accountName).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(JSON.stringify(res.body)).not.toContain(GOOD_ACCOUNT);
    expect(JSON.stringify(res.body)).not.toContain('22123456789');
    // The same detail comes back from GET.
    expect(await detail(s.token, d.id)).toEqual(d);
  });

  it('refuses a staff id or email already used in the organisation, ignoring case, with field errors', async () => {
    const s = await employerSession();
    const first = await createEmployee(s.token);
    const res = await api('/employees', {
      method: 'POST',
      token: s.token,
      body: employeeInput({ staffId: first.staffId.toLowerCase(), email: first.email.toUpperCase() }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      staffId: [msg('validation.staffIdTaken')],
      email: [msg('validation.emailTaken')],
    });
    // Another organisation may use the same staff id and email.
    const other = await employerSession();
    expect(
      (
        await api('/employees', {
          method: 'POST',
          token: other.token,
          body: employeeInput({ staffId: first.staffId, email: first.email }),
        })
      ).status,
    ).toBe(201);
  });

  it('refuses another tenant’s department, role, group and file, and a foreign pay currency', async () => {
    const s = await employerSession();
    const other = await employerSession();
    const theirs = await orgStructure(other.organization.id);
    const res = await api('/employees', {
      method: 'POST',
      token: s.token,
      body: employeeInput({
        departmentId: theirs.department.id,
        jobRoleId: theirs.jobRole.id,
        payrollGroupId: theirs.group.id,
        rentEvidenceFileId: crypto.randomUUID(),
        payCurrency: 'GHS',
      }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'departmentId',
      'jobRoleId',
      'payCurrency',
      'payrollGroupId',
      'rentEvidenceFileId',
    ]);
    expect(res.body.errors.departmentId).toEqual([msg('validation.notFoundInOrg')]);
    expect(res.body.errors.payCurrency).toEqual([msg('validation.payCurrency')]);
    // USD is always allowed.
    expect(
      (
        await api('/employees', {
          method: 'POST',
          token: s.token,
          body: employeeInput({ payCurrency: 'usd' }),
        })
      ).status,
    ).toBe(201);
  });

  it('needs bank and account number together, and an account that name enquiry confirms', async () => {
    const s = await employerSession();
    const lone = await api('/employees', {
      method: 'POST',
      token: s.token,
      body: employeeInput({ accountNumber: GOOD_ACCOUNT }),
    });
    expect(lone.status).toBe(422);
    expect(lone.body.errors).toEqual({ bankCode: [msg('validation.bankPair')] });
    const unknown = await api('/employees', {
      method: 'POST',
      token: s.token,
      body: employeeInput({ bankCode: '058', accountNumber: missingAccount() }),
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ accountNumber: [msg('validation.accountNotVerified')] });
    const zh = await api('/employees', {
      method: 'POST',
      token: s.token,
      body: employeeInput({ bankCode: '058', accountNumber: missingAccount() }),
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.errors.accountNumber).toEqual([formatMessage(zhCN, 'validation.accountNotVerified')]);
    expect(zh.body.errors.accountNumber[0]).not.toBe(msg('validation.accountNotVerified'));
  });

  it('answers 422 with the contract’s field messages for a malformed body', async () => {
    const s = await employerSession();
    const res = await api('/employees', {
      method: 'POST',
      token: s.token,
      body: { ...employeeInput(), email: 'nope', basic: -1, startDate: '06/01/2025' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['basic', 'email', 'startDate']);
  });
});

describe('[EMPLOYEES] GET and PUT employees/{employee_id}', () => {
  it('changes only the fields sent and records the previous detail in the audit row', async () => {
    const s = await employerSession();
    const e = await createEmployee(s.token, { nhfEnabled: true, pensionEnabled: false, housing: 7_000_000 });
    const res = await api(`/employees/${e.id}`, {
      method: 'PUT',
      token: s.token,
      body: { firstName: 'Adaeze', basic: 40_000_000 },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(msg('employees.api.employeeUpdated'));
    // Absent fields keep their values (the contract's defaults must not reset them).
    expect(res.body.data).toMatchObject({
      firstName: 'Adaeze',
      basic: 40_000_000,
      housing: 7_000_000,
      nhfEnabled: true,
      pensionEnabled: false,
    });
    const { deps } = await getHarness();
    const [audit] = await deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, s.organization.id), eq(auditLogs.entityId, e.id)))
      .orderBy(desc(auditLogs.createdAt))
      .limit(1);
    expect(audit!.action).toBe('PUT /employees/{employee_id}');
    expect(audit!.before).toMatchObject({ firstName: 'Ada', basic: 30_000_000 });
    expect(audit!.after).toMatchObject({ firstName: 'Adaeze', basic: 40_000_000 });
  });

  it('verifies a new bank account, keeps an unchanged one, and removes one sent as null', async () => {
    const s = await employerSession();
    const e = await createEmployee(s.token, GOOD_ACCOUNT_HOLDER);
    expect(e.bankVerified).toBe(false);
    const bad = await api(`/employees/${e.id}`, {
      method: 'PUT',
      token: s.token,
      body: { bankCode: '058', accountNumber: missingAccount() },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['accountNumber']);
    const half = await api(`/employees/${e.id}`, {
      method: 'PUT',
      token: s.token,
      body: { bankCode: '058' },
    });
    expect(half.body.errors).toEqual({ accountNumber: [msg('validation.bankPair')] });
    const good = await api(`/employees/${e.id}`, {
      method: 'PUT',
      token: s.token,
      body: { bankCode: '058', accountNumber: GOOD_ACCOUNT },
    });
    expect(good.body.data).toMatchObject({
      bankVerified: true,
      bankName: 'Guaranty Trust Bank (GTBank)',
      accountNumberMasked: `******${GOOD_ACCOUNT.slice(-4)}`,
    });
    const cleared = await api(`/employees/${e.id}`, {
      method: 'PUT',
      token: s.token,
      body: { bankCode: null, accountNumber: null },
    });
    expect(cleared.body.data).toMatchObject({
      bankVerified: false,
      bankCode: null,
      bankName: null,
      accountName: null,
      accountNumberMasked: null,
    });
  });

  it('refuses a staff id taken by a colleague but accepts the employee’s own', async () => {
    const s = await employerSession();
    const a = await createEmployee(s.token);
    const b = await createEmployee(s.token);
    expect(
      (await api(`/employees/${b.id}`, { method: 'PUT', token: s.token, body: { staffId: a.staffId } })).body
        .errors,
    ).toEqual({
      staffId: [msg('validation.staffIdTaken')],
    });
    expect(
      (
        await api(`/employees/${b.id}`, {
          method: 'PUT',
          token: s.token,
          body: { staffId: b.staffId, email: b.email },
        })
      ).status,
    ).toBe(200);
  });

  it('answers a PUT without a body, or with no field, with 422 and a field error (never 5xx)', async () => {
    const s = await employerSession();
    const e = await createEmployee(s.token);
    const none = await api(`/employees/${e.id}`, { method: 'PUT', token: s.token });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ _: [msg('validation.noChanges')] });
    const empty = await api(`/employees/${e.id}`, { method: 'PUT', token: s.token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ _: [msg('validation.noChanges')] });
    expect(await detail(s.token, e.id)).toMatchObject({ firstName: e.firstName, basic: e.basic });
  });

  it('answers 404 for another tenant’s employee and changes nothing', async () => {
    const s = await employerSession();
    const other = await employerSession();
    const theirs = await createEmployee(other.token);
    expect((await api(`/employees/${theirs.id}`, { token: s.token })).status).toBe(404);
    const put = await api(`/employees/${theirs.id}`, {
      method: 'PUT',
      token: s.token,
      body: { firstName: 'Hacked' },
    });
    expect(put.status).toBe(404);
    expect((await detail(other.token, theirs.id)).firstName).toBe('Ada');
    expect((await api('/employees/not-a-uuid', { token: s.token })).status).toBe(422);
  });
});

describe('[EMPLOYEES] permission', () => {
  it('a team admin without `employees` gets 403 on reads and writes; with it, 200', async () => {
    const s = await employerSession();
    const e = await createEmployee(s.token);
    const hr = await teamAdmin(s.organization.id, ['leave', 'wallet']);
    expect((await api('/employees', { token: hr.token })).status).toBe(403);
    expect((await api(`/employees/${e.id}`, { token: hr.token })).status).toBe(403);
    expect((await api('/employees', { method: 'POST', token: hr.token, body: employeeInput() })).status).toBe(
      403,
    );
    expect(
      (await api(`/employees/${e.id}`, { method: 'PUT', token: hr.token, body: { firstName: 'X' } })).status,
    ).toBe(403);
    const clerk = await teamAdmin(s.organization.id, ['employees']);
    expect((await api(`/employees/${e.id}`, { token: clerk.token })).status).toBe(200);
    expect((await api('/employees')).status).toBe(401);
  });
});

describe('[EMPLOYEES] API reference', () => {
  it('documents every employees route in openapi.json', async () => {
    const { body } = await api('/openapi.json');
    const paths = Object.entries(body.paths as Record<string, object>).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    const expected = [
      'GET /api/v1/employees',
      'POST /api/v1/employees',
      'GET /api/v1/employees/{employee_id}',
      'PUT /api/v1/employees/{employee_id}',
      'GET /api/v1/employees/add-ons/{employee_id}',
      'POST /api/v1/employees/add-ons/{employee_id}',
      'PUT /api/v1/employees/add-ons/{addon_id}',
      'DELETE /api/v1/employees/add-ons/{addon_id}',
      'POST /api/v1/employees/suspend',
      'DELETE /api/v1/employees/{employee_id}/revoke/{suspend_id}',
      'POST /api/v1/employees/separate',
      'GET /api/v1/employees/{employee_id}/restore',
      'GET /api/v1/employees/{employee_id}/payroll-history',
      'GET /api/v1/employees/{employee_id}/queries',
      'POST /api/v1/employees/{employee_id}/queries',
      'GET /api/v1/employees/statutory-disabled/{type}',
      'PUT /api/v1/employees/updates/update-many',
      'PATCH /api/v1/employees/payroll/toggle-all',
    ];
    expect(paths).toEqual(expect.arrayContaining(expected));
  });
});
