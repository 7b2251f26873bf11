import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, taxCertificateSends } from '@/server/db/schema';
import { outboxMailer } from '@/server/mail/mailer';
import { sendCertificates } from '@/server/modules/remittances/returns/tax-certificate.service';
import { api, getHarness, uniqueEmail } from '../helpers/app';
import { drain, getJobs } from '../jobs/harness';
import { hasPoppler, pdfText } from '../payroll/documents-fixtures';
import { approvedIn, countryOrg } from './fixtures';

beforeAll(async () => {
  await getJobs();
});

describe('[STATUTORY] sending the year’s tax certificates', { timeout: 180_000 }, () => {
  it('mails every employee with approved pay their certificate once a year, in the document language', async () => {
    const ng = await countryOrg('NG', [
      { firstName: 'Ada', email: uniqueEmail('ada'), taxId: '12345678-0001', stateOfResidence: 'Lagos' },
      { firstName: 'Bayo', email: uniqueEmail('bayo'), stateOfResidence: 'Ogun' },
    ]);
    // a year without approved pay → 422
    const none = await api('/statutory/annual/certificates/send?year=2026', {
      method: 'POST',
      token: ng.token,
    });
    expect(none.status).toBe(422);
    await approvedIn(ng.token, '2026-10');
    await approvedIn(ng.token, '2026-11');

    const send = async () => {
      const res = await api('/statutory/annual/certificates/send?year=2026', {
        method: 'POST',
        token: ng.token,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual({ year: 2026, employees: 2 });
      await drain();
    };
    await send();
    await send(); // a second press mails no one again

    const { deps } = await getHarness();
    for (const e of ng.employees) {
      const mails = await deps.db.select().from(outboxMails).where(eq(outboxMails.to, e.email.toLowerCase()));
      expect(mails, e.email).toHaveLength(1);
      expect(mails[0]!.subject).toContain('2026 tax certificate');
      expect(mails[0]!.attachments).toHaveLength(1);
      expect(mails[0]!.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    }
    const sends = await deps.db
      .select()
      .from(taxCertificateSends)
      .where(
        and(eq(taxCertificateSends.organizationId, ng.organizationId), eq(taxCertificateSends.year, 2026)),
      );
    expect(sends).toHaveLength(2);
  });

  it('a failed mail releases its claim, so the retry sends it', async () => {
    const gh = await countryOrg('GH', [{ firstName: 'Kofi', email: uniqueEmail('kofi'), basic: 800_000 }]);
    await approvedIn(gh.token, '2026-11');
    const { deps } = await getHarness();
    const broken = { send: async () => Promise.reject(new Error('smtp down')) };
    await expect(
      sendCertificates(deps.db, gh.organizationId, 2026, broken, () => new Date()),
    ).rejects.toThrow('smtp down');
    const claims = () =>
      deps.db
        .select()
        .from(taxCertificateSends)
        .where(eq(taxCertificateSends.organizationId, gh.organizationId));
    expect(await claims()).toHaveLength(0);
    expect(
      await sendCertificates(deps.db, gh.organizationId, 2026, outboxMailer(deps.db), () => new Date()),
    ).toBe(1);
    expect(
      await sendCertificates(deps.db, gh.organizationId, 2026, outboxMailer(deps.db), () => new Date()),
    ).toBe(0);
    expect(await claims()).toHaveLength(1);
  });

  it.skipIf(!hasPoppler)(
    'the tax deduction card (outside Kenya) shows a month’s figures; in Chinese when set',
    async () => {
      const ug = await countryOrg('UG', [
        { firstName: 'Okello', taxId: '1000123456', basic: 2_500_000, housing: 500_000, transport: 0 },
      ]);
      const { rows } = await approvedIn(ug.token, '2026-11');
      const [okello] = ug.employees;
      const { download } = await import('../payroll/documents-fixtures');
      const pdf = await download(`/employees/${okello!.id}/tax-certificate?year=2026`, ug.token);
      expect(pdf.status).toBe(200);
      const text = pdfText(pdf.bytes);
      expect(text).toContain('Tax Deduction Card 2026');
      const nov = text.split('\n').find((l) => l.trim().startsWith('November'))!;
      const line = (code: string) =>
        rows[0]!.lines.filter((l) => l.code === code).reduce((s, l) => s + l.amount, 0);
      expect(nov.trim().split(/\s+/).slice(1)).toEqual([
        String(line('gross')),
        String(line('deduction.nssf')),
        String(line('taxable')),
        String(line('paye')),
      ]);
      // the organisation's document language picks the certificate's
      const { deps } = await getHarness();
      const { payrollSettings } = await import('@/server/db/schema');
      await deps.db
        .insert(payrollSettings)
        .values({ organizationId: ug.organizationId, documentLanguage: 'zh-CN' })
        .onConflictDoUpdate({ target: payrollSettings.organizationId, set: { documentLanguage: 'zh-CN' } });
      const zh = pdfText(
        (await download(`/employees/${okello!.id}/tax-certificate?year=2026`, ug.token)).bytes,
      );
      expect(zh).toContain('扣税卡 2026');
    },
  );
});
