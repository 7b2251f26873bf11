import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '@/server/db/schema';
import { getHarness } from '../helpers/app';
import { drain, getJobs } from '../jobs/harness';
import { approve, detail, runToPay } from './disbursement-fixtures';

beforeAll(async () => {
  await getJobs();
});

describe('[PAYROLL] payslips mailed once paid', { timeout: 120_000 }, () => {
  it('mails each paid employee their payslip once; the failed transfer’s employee gets none', async () => {
    const { s, people, run } = await runToPay({ n: 3, closed: 1 });
    expect((await approve(s.token, run)).status).toBe(200);
    await drain();
    expect((await detail(s.token, run.id)).status).toBe('partially_paid');
    // a second drain (a redelivered job) sends nothing more
    await drain();
    const { deps } = await getHarness();
    const emails = people.map((p) => p.email.toLowerCase());
    const mails = await deps.db.select().from(outboxMails).where(inArray(outboxMails.to, emails));
    const byTo = (to: string) => mails.filter((m) => m.to === to && m.attachments.length === 1);
    expect(byTo(emails[0]!)).toHaveLength(1);
    expect(byTo(emails[1]!)).toHaveLength(1);
    expect(byTo(emails[2]!)).toHaveLength(0);
    expect(byTo(emails[0]!)[0]!.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(await deps.db.select().from(outboxMails).where(eq(outboxMails.to, emails[2]!))).toHaveLength(0);
  });
});
