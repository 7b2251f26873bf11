import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decryptField } from '@/server/crypto/field-cipher';
import { runDataBackfills } from '@/server/boot/backfill';
import { auditLogs, employees } from '@/server/db/schema';
import { toNuban } from '@/server/modules/payments/nuban';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createEmployee, GOOD_ACCOUNT } from './fixtures';

/** The whole row as PostgreSQL holds it, every column as text. */
async function rawRow(id: string) {
  const { deps } = await getHarness();
  const result = (await deps.db.execute(
    sql`select row_to_json(e)::text as row from employees e where e.id = ${id}`,
  )) as unknown as { rows: { row: string }[] } | { row: string }[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows[0]!.row;
}

describe('[EMPLOYEES] field encryption', () => {
  it('stores account number, BVN and NIN only as ciphertext, on create and on update', async () => {
    const s = await employerSession();
    const bvn = '22987654321';
    const nin = '71234509876';
    const e = await createEmployee(s.token, { bankCode: '058', accountNumber: GOOD_ACCOUNT, bvn, nin });

    let row = await rawRow(e.id);
    for (const secret of [GOOD_ACCOUNT, bvn, nin]) expect(row).not.toContain(secret);
    const { deps } = await getHarness();
    const [stored] = await deps.db.select().from(employees).where(eq(employees.id, e.id));
    // Encrypted, not dropped: the key turns the columns back into the values given.
    expect(decryptField(stored!.accountNumberEnc!)).toBe(GOOD_ACCOUNT);
    expect(decryptField(stored!.bvnEnc!)).toBe(bvn);
    expect(decryptField(stored!.ninEnc!)).toBe(nin);
    expect(stored!.accountNumberLast4).toBe(GOOD_ACCOUNT.slice(-4));

    const newAccount = toNuban('058', '087654321');
    const newBvn = '22000011112';
    const put = await api(`/employees/${e.id}`, {
      method: 'PUT',
      token: s.token,
      body: { bankCode: '058', accountNumber: newAccount, bvn: newBvn },
    });
    expect(put.status).toBe(200);
    row = await rawRow(e.id);
    for (const secret of [newAccount, newBvn, nin, GOOD_ACCOUNT, bvn]) expect(row).not.toContain(secret);

    // Nothing the API answered, nor the audit trail it wrote, holds them either.
    const responses = JSON.stringify([
      put.body,
      (await api(`/employees/${e.id}`, { token: s.token })).body,
      (await api('/employees', { token: s.token })).body,
    ]);
    const audits = JSON.stringify(
      await deps.db.select().from(auditLogs).where(eq(auditLogs.organizationId, s.organization.id)),
    );
    expect(audits).toContain('PUT /employees/{employee_id}');
    for (const secret of [newAccount, newBvn, nin, GOOD_ACCOUNT, bvn]) {
      expect(responses).not.toContain(secret);
      expect(audits).not.toContain(secret);
    }
  });

  it('stores the pension RSA PIN and tax ID only as ciphertext; the profile reads them, the audit log masks them', async () => {
    const s = await employerSession();
    const rsaPin = 'PEN200012345678';
    const taxId = '23456789-0001';
    const e = await createEmployee(s.token, { rsaPin, taxId });
    const row = await rawRow(e.id);
    expect(row).not.toContain(rsaPin);
    expect(row).not.toContain(taxId);

    const detail = await api(`/employees/${e.id}`, { token: s.token });
    expect(detail.body.data).toMatchObject({ rsaPin, taxId });
    const list = JSON.stringify((await api('/employees', { token: s.token })).body);
    expect(list).not.toContain(rsaPin);

    const { deps } = await getHarness();
    const audits = JSON.stringify(
      await deps.db.select().from(auditLogs).where(eq(auditLogs.organizationId, s.organization.id)),
    );
    expect(audits).toContain(rsaPin.slice(-4));
    expect(audits).not.toContain(rsaPin);
    expect(audits).not.toContain(taxId);
  });

  it('encrypts RSA PINs and tax IDs a database held in plaintext before migration 0007, once', async () => {
    const s = await employerSession();
    const e = await createEmployee(s.token, {});
    const { deps } = await getHarness();
    await deps.db
      .update(employees)
      .set({ legacyRsaPin: 'PEN100099998888', legacyTaxId: '11112222-0001', rsaPinEnc: null, taxIdEnc: null })
      .where(eq(employees.id, e.id));

    await runDataBackfills(deps.db);
    await runDataBackfills(deps.db); // nothing left: a second start changes nothing
    const row = await rawRow(e.id);
    expect(row).not.toContain('PEN100099998888');
    expect(row).not.toContain('11112222-0001');
    expect((await api(`/employees/${e.id}`, { token: s.token })).body.data).toMatchObject({
      rsaPin: 'PEN100099998888',
      taxId: '11112222-0001',
    });
  });
});
