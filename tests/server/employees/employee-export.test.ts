import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '@/server/db/schema';
import { EXPORT_ACTION, EXPORTS_PER_HOUR } from '@/server/modules/employees/employee-export.service';
import { getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { drain, getJobs } from '../jobs/harness';
import { approve, runToPay } from '../payroll/disbursement-fixtures';
import { insertEmployee } from '../payroll/fixtures';

beforeAll(async () => {
  await getJobs();
});

/** GET employees/{id}/export as raw bytes (the api() helper reads text). */
async function exportOf(token: string, employeeId: string, locale = 'en-GB') {
  const { app } = await getHarness();
  const res = await app.request(`/api/v1/employees/${employeeId}/export`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes };
}

const json = (files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name]!));

describe(
  '[EMPLOYEES] the employee’s data export (NDPA 2023 ss. 34–38, issue 33)',
  { timeout: 120_000 },
  () => {
    it('zips the decrypted profile, pay rows, payslips, payouts, leave, shifts, EWA and audit entries; audited', async () => {
      const { s, people, run } = await runToPay({ n: 1, closed: 0 });
      const person = people[0]!;
      expect((await approve(s.token, run)).status).toBe(200);
      await drain();

      const res = await exportOf(s.token, person.id);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="employee-${person.staffId}-export.zip"`,
      );
      const files = unzipSync(res.bytes);
      expect(Object.keys(files)).toEqual(
        expect.arrayContaining([
          'profile.json',
          'payroll-rows.csv',
          'payslips.json',
          'payouts.csv',
          'leave.json',
          'shifts.json',
          'ewa.json',
          'audit.json',
        ]),
      );
      // The profile in clear for this file: the whole account number, not its last four digits.
      const profile = json(files, 'profile.json');
      expect(profile).toMatchObject({
        id: person.id,
        staffId: person.staffId,
        bankCode: '044',
        addons: [],
        queries: [],
      });
      expect(profile.accountNumber).toMatch(/^\d{10}$/);
      expect(profile.accountNumberMasked).toContain(profile.accountNumber.slice(-4));

      const rows = strFromU8(files['payroll-rows.csv']!).trim().split('\r\n');
      expect(rows[0]).toMatch(/^payrollId,run,period,/);
      expect(rows).toHaveLength(2);
      expect(rows[1]).toContain(run.id);

      const payslips = json(files, 'payslips.json');
      expect(payslips).toEqual([expect.objectContaining({ payrollId: run.id, pdf: expect.any(String) })]);
      expect(strFromU8(files[payslips[0].pdf]!.slice(0, 5))).toBe('%PDF-');

      const payouts = strFromU8(files['payouts.csv']!).trim().split('\r\n');
      expect(payouts).toHaveLength(2);
      expect(payouts[1]).toContain('paid');
      expect(payouts.join('\n')).not.toContain(profile.accountNumber);
      expect(json(files, 'leave.json')).toEqual({ requests: [], ledger: expect.any(Array) });
      expect(json(files, 'shifts.json')).toMatchObject({ shifts: [] });
      expect(json(files, 'ewa.json')).toEqual({ advances: [], recoveries: [] });
      expect(Array.isArray(json(files, 'audit.json'))).toBe(true);

      // Audited: who exported whom, with the file names (never the contents).
      const { deps } = await getHarness();
      const audits = await deps.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.organizationId, s.organization.id), eq(auditLogs.action, EXPORT_ACTION)));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actorUserId: s.user.id, entity: 'employees', entityId: person.id });
      expect(JSON.stringify(audits[0]!.after)).not.toContain(profile.accountNumber);
      // The next export lists the first one among the entries about the employee.
      const again = unzipSync((await exportOf(s.token, person.id)).bytes);
      expect(json(again, 'audit.json')).toEqual(
        expect.arrayContaining([expect.objectContaining({ action: EXPORT_ACTION, entityId: person.id })]),
      );
    });

    it('answers 404 for another organisation’s employee, and writes nothing', async () => {
      const owner = await employerSession();
      const stranger = await employerSession();
      const theirs = await insertEmployee(owner.organization.id);
      const res = await exportOf(stranger.token, theirs.id);
      expect(res.status).toBe(404);
      const { deps } = await getHarness();
      const audits = await deps.db.select().from(auditLogs).where(eq(auditLogs.entityId, theirs.id));
      expect(audits.filter((a) => a.action === EXPORT_ACTION)).toEqual([]);
    });

    it(`allows ${EXPORTS_PER_HOUR} exports per admin an hour, then 429 with a localised message`, async () => {
      const s = await employerSession();
      const person = await insertEmployee(s.organization.id);
      for (let i = 0; i < EXPORTS_PER_HOUR; i++)
        expect((await exportOf(s.token, person.id)).status).toBe(200);
      const limited = await exportOf(s.token, person.id);
      expect(limited.status).toBe(429);
      const body = JSON.parse(strFromU8(limited.bytes));
      expect(body.code).toBe('RATE_LIMITED');
      expect(body.message).toMatch(/10 employees' data in the last hour/);
      const zh = JSON.parse(strFromU8((await exportOf(s.token, person.id, 'zh-CN')).bytes));
      expect(zh.message).toContain('一小时');
    });
  },
);
