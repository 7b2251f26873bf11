import { describe, expect, it } from 'vitest';
import { api } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createEmployee, GOOD_ACCOUNT, GOOD_ACCOUNT_HOLDER } from '../employees/fixtures';
import { nuban } from '../payouts/fixtures';
import { computeRun, createRun } from './fixtures';

describe('[PAYROLL] the run names its employees whose new bank account awaits confirmation (issue 33)', () => {
  it('lists them until the change is decided; another organisation answers 404', async () => {
    const s = await employerSession();
    const moved = await createEmployee(s.token, {
      ...GOOD_ACCOUNT_HOLDER,
      bankCode: '044',
      accountNumber: nuban('044'),
    });
    await createEmployee(s.token, { bankCode: '044', accountNumber: nuban('044') });
    const change = await api(`/employees/${moved.id}`, {
      method: 'PUT',
      token: s.token,
      body: { bankCode: '058', accountNumber: GOOD_ACCOUNT },
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    const run = await createRun(s.token, { period: '2026-11' });
    await computeRun(s.token, run.id);

    const res = await api(`/payroll/${run.id}/bank-changes`, { token: s.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ employeeId: moved.id, staffId: moved.staffId, name: 'Chidi Okonkwo' }),
    ]);

    const other = await employerSession();
    expect((await api(`/payroll/${run.id}/bank-changes`, { token: other.token })).status).toBe(404);

    await api(`/employees/${moved.id}/bank-change/reject`, { method: 'POST', token: s.token });
    expect((await api(`/payroll/${run.id}/bank-changes`, { token: s.token })).body.data).toEqual([]);
  });
});
