import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMails, payrollRunEmployees } from '@/server/db/schema';
import { outboxMailer, type Mailer } from '@/server/mail/mailer';
import { mailPayslipOnce } from '@/server/modules/payroll/payslip.mail';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { allRows, insertEmployee } from './fixtures';
import { hasPoppler, pdfText, runIn } from './documents-fixtures';

async function setup() {
  const s = await employerSession();
  const org = s.organization.id;
  const a = await insertEmployee(org, { firstName: 'Amaka' });
  const b = await insertEmployee(org, { firstName: 'Bisi' });
  const runId = await runIn(s.token, '2026-11', 'approved');
  const rows = (await allRows(s.token, runId)) as { id: string; employeeId: string }[];
  const rowOf = (e: { id: string }) => rows.find((r) => r.employeeId === e.id)!.id;
  return { s, org, a, b, rowA: rowOf(a), rowB: rowOf(b) };
}

const mailsTo = async (to: string) => {
  const { deps } = await getHarness();
  return deps.db.select().from(outboxMails).where(eq(outboxMails.to, to.toLowerCase()));
};
const mailedAt = async (id: string) => {
  const { deps } = await getHarness();
  const [row] = await deps.db
    .select({ at: payrollRunEmployees.payslipMailedAt })
    .from(payrollRunEmployees)
    .where(eq(payrollRunEmployees.id, id));
  return row!.at;
};

describe('[PAYROLL] payslip mail', { timeout: 120_000 }, () => {
  it('mails the payslip PDF as an attachment once per employee and run, even when called concurrently', async () => {
    const { org, a, b, rowA, rowB } = await setup();
    const { deps } = await getHarness();
    const mailer = outboxMailer(deps.db);

    expect(await mailPayslipOnce(deps.db, { organizationId: org, payrollEmployeeId: rowA }, mailer)).toBe(
      'sent',
    );
    expect(await mailPayslipOnce(deps.db, { organizationId: org, payrollEmployeeId: rowA }, mailer)).toBe(
      'alreadySent',
    );
    const [mail, ...more] = await mailsTo(a.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toContain('November 2026');
    expect(mail!.text).toContain('Net pay');
    expect(mail!.attachments).toHaveLength(1);
    const att = mail!.attachments[0]!;
    expect(att).toMatchObject({ filename: 'payslip-2026-11.pdf', contentType: 'application/pdf' });
    const pdf = Buffer.from(att.content, 'base64');
    expect(pdf.byteLength).toBe(att.size);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (hasPoppler) expect(pdfText(pdf)).toContain(`${a.firstName} ${a.lastName}`);
    expect(await mailedAt(rowA)).toBeInstanceOf(Date);

    // a storm of concurrent deliveries of the same job: one mail
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () =>
        mailPayslipOnce(deps.db, { organizationId: org, payrollEmployeeId: rowB }, mailer),
      ),
    );
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'alreadySent')).toHaveLength(11);
    expect(await mailsTo(b.email)).toHaveLength(1);
  });

  it('sends nothing when payroll.emailPayslips is off, or for another organisation’s row', async () => {
    const { s, org, a, rowA } = await setup();
    const other = await employerSession();
    const { deps } = await getHarness();
    const mailer = outboxMailer(deps.db);
    expect(
      await mailPayslipOnce(
        deps.db,
        { organizationId: other.organization.id, payrollEmployeeId: rowA },
        mailer,
      ),
    ).toBe('notFound');

    const off = await api('/organizations/settings/toggle', {
      method: 'PATCH',
      token: s.token,
      body: { key: 'payroll.emailPayslips', enabled: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await mailPayslipOnce(deps.db, { organizationId: org, payrollEmployeeId: rowA }, mailer)).toBe(
      'disabled',
    );
    expect(await mailsTo(a.email)).toHaveLength(0);
    expect(await mailedAt(rowA)).toBeNull();
  });

  it('releases the claim when sending fails, so the retry mails it', async () => {
    const { org, a, rowA } = await setup();
    const { deps } = await getHarness();
    const failing: Mailer = { send: async () => Promise.reject(new Error('SMTP down')) };
    await expect(
      mailPayslipOnce(deps.db, { organizationId: org, payrollEmployeeId: rowA }, failing),
    ).rejects.toThrow('SMTP down');
    expect(await mailedAt(rowA)).toBeNull();
    expect(
      await mailPayslipOnce(deps.db, { organizationId: org, payrollEmployeeId: rowA }, outboxMailer(deps.db)),
    ).toBe('sent');
    expect(await mailsTo(a.email)).toHaveLength(1);
  });
});
