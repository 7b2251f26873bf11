import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '@/server/seed/demo';
import { api } from '../helpers/app';
import { signIn } from '../helpers/accounts';
import { ensureDemoSeeded } from '../helpers/demo';

/** The README's demo-logins row of a login (the table under "Demo logins"). */
function readmeRow(email: string) {
  const readme = fs.readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
  const row = readme.split('\n').find((line) => line.startsWith('|') && line.includes(`\`${email}\``));
  if (!row) throw new Error(`README has no demo row for ${email}`);
  return row;
}

describe('[PLATFORM] the README’s demo figures', () => {
  it('are what a fresh start shows: the NGN and USD wallet balances and the employee count', async () => {
    await ensureDemoSeeded();
    const admin = await signIn(DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
    const wallets = (await api('/organizations/wallets', { token: admin.token })).body.data as {
      currency: string;
      balance: number;
    }[];
    const card = (await api('/dashboard/stats-card', { token: admin.token })).body.data as {
      totalEmployees: { value: number };
    };
    const stats = (await api('/admin/stats', { token: admin.token })).body.data as {
      employees: { separated: number };
      departments: number;
      payrollGroups: number;
    };
    const row = readmeRow(DEMO_EMPLOYER_EMAIL);
    const balance = (currency: string) =>
      formatMoney(wallets.find((w) => w.currency === currency)!.balance, currency, 'en-GB', {
        currencyDisplay: 'narrowSymbol',
      });

    // every amount the row names is a balance the wallet screen shows
    expect(row.match(/[₦$][\d,]+\.\d{2}/g)?.sort()).toEqual([balance('NGN'), balance('USD')].sort());
    // the dashboard's "Total employees" (active and suspended), and the leavers beside them
    expect(row).toContain(`${card.totalEmployees.value} employees`);
    expect(row).toContain(`${stats.employees.separated} who have left`);
    expect(stats).toMatchObject({ departments: 6, payrollGroups: 2 });
    expect(row).toContain('six departments and two payroll groups');
  });
});
