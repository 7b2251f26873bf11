import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAIL_PAYSLIP_QUEUE } from '@/server/modules/payroll/payroll.jobs';
import { getHarness } from '../helpers/app';
import { ensureDemoSeeded } from '../helpers/demo';

const HISTORY = sql`
  select e.id from payroll_run_employees e
  join payroll_runs r on r.id = e.run_id
  join organizations o on o.id = r.organization_id
  where o.name in ('Demo Foods Ltd', 'Lagos Logistics Ltd', 'Abuja Clinics Ltd')
    and r.period <= '2026-10' and r.status = 'paid'`;

type Rows = { rows: { id: string }[] };

describe('[JOBS] demo seed', () => {
  it('queues no payslip mail for its historical (paid) runs: a fresh server starts with no mail backlog', async () => {
    await ensureDemoSeeded();
    const { handle } = await getHarness();
    const paid = (await handle.db.execute(HISTORY)) as unknown as Rows;
    // the history is there and was paid through the payouts' listener (which queues a mail per paid row)
    expect(paid.rows.length).toBeGreaterThan(60);
    const mails = (await handle.db.execute(sql`
      select j.id from (select id, name, data from pgboss.job union all select id, name, data from pgboss.archive) j
      where j.name = ${MAIL_PAYSLIP_QUEUE} and (j.data->>'payrollEmployeeId')::uuid in (${HISTORY})`)) as unknown as Rows;
    expect(mails.rows).toEqual([]);
  }, 240_000);
});
