import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ENTITIES } from '@/lib/modules';
import { auditLogs } from '@/server/db/schema';
import { recordAudit } from '@/server/modules/audit/audit.service';
import { toNuban } from '@/server/modules/payments/nuban';
import type { WalletDeps } from '@/server/modules/wallet/wallet.service';
import { api } from '../helpers/app';
import { employerSession, teamAdminSession } from '../helpers/accounts';
import { fakeApi, fakePayments, fakePaymentsDeps } from '../wallet/fake-provider';

let deps: WalletDeps;
beforeAll(async () => {
  deps = await fakePaymentsDeps();
});

const rowsOf = (organizationId: string) =>
  deps.db.select().from(auditLogs).where(eq(auditLogs.organizationId, organizationId));

/**
 * A signed-in employer whose organisation's log starts empty. Signing in is audited (entity `account`, see
 * tests/server/account/account-audit.test.ts); these tests count the rows that other writes leave.
 */
async function freshSession() {
  const s = await employerSession();
  await deps.db.delete(auditLogs).where(eq(auditLogs.organizationId, s.organization.id));
  return s;
}

describe('[AUDIT] platform middleware', () => {
  it('writes exactly one row per successful organisation write, with actor, action, entity and after', async () => {
    const s = await freshSession();
    const res = await api('/departments', {
      method: 'POST',
      token: s.token,
      body: { name: 'Finance' },
      headers: { 'x-request-id': 'req-audit-1' },
    });
    expect(res.status).toBe(201);
    const rows = await rowsOf(s.organization.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: s.user.id,
      action: 'POST /departments',
      entity: 'departments',
      entityId: res.body.data.id,
      requestId: 'req-audit-1',
      before: null,
    });
    expect(rows[0]!.after).toMatchObject({ id: res.body.data.id, name: 'Finance' });
  });

  it('names the route template and the uuid path parameter, with the record before and after', async () => {
    const s = await freshSession();
    const department = (
      await api('/departments', { method: 'POST', token: s.token, body: { name: 'Logistics' } })
    ).body.data;
    const renamed = await api(`/departments/${department.id}`, {
      method: 'PUT',
      token: s.token,
      body: { name: 'Supply chain' },
    });
    expect(renamed.status).toBe(200);
    const [row] = await deps.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.organizationId, s.organization.id),
          eq(auditLogs.action, 'PUT /departments/{department_id}'),
        ),
      );
    expect(row).toMatchObject({ entity: 'departments', entityId: department.id, actorUserId: s.user.id });
    expect(row!.before).toMatchObject({ id: department.id, name: 'Logistics' });
    expect(row!.after).toMatchObject({ id: department.id, name: 'Supply chain' });
  });

  it('writes nothing for reads, failed writes or routes without an organisation', async () => {
    const s = await freshSession();
    await api('/departments', { token: s.token });
    await api('/audits', { token: s.token });
    expect(await rowsOf(s.organization.id)).toHaveLength(0);

    expect((await api('/departments', { method: 'POST', token: s.token, body: { name: '' } })).status).toBe(
      422,
    );
    expect(
      (
        await api(`/departments/${crypto.randomUUID()}`, {
          method: 'PUT',
          token: s.token,
          body: { name: 'Nowhere' },
        })
      ).status,
    ).toBe(404);
    expect((await api('/departments', { method: 'POST', body: { name: 'Anonymous' } })).status).toBe(401);
    // The user's own notifications belong to no organisation.
    expect(
      (await api('/notifications/user/mark-as-read', { method: 'PATCH', token: s.token, body: {} })).status,
    ).toBe(200);
    expect(await rowsOf(s.organization.id)).toHaveLength(0);
  });

  it('never stores passwords, tokens, OTPs, hashes or secrets, and masks account numbers', async () => {
    const s = await freshSession();
    await recordAudit(deps.db, {
      organizationId: s.organization.id,
      actorUserId: s.user.id,
      action: 'PUT /test',
      entity: 'test',
      before: { password: 'old-secret', accountNumber: '0123456789' },
      after: {
        name: 'x',
        newPassword: 'p',
        token: 't',
        otp: '123456',
        passwordHash: 'h',
        nested: [{ clientSecret: 's', accessToken: 'a' }],
        bankAccountNumber: 1234567890,
      },
    });
    const [row] = await rowsOf(s.organization.id);
    const text = JSON.stringify(row);
    for (const secret of [
      'old-secret',
      '"p"',
      '"t"',
      '123456',
      '"h"',
      '"s"',
      '"a"',
      '0123456789',
      '1234567890',
    ])
      expect(text).not.toContain(secret);
    expect(row!.before).toEqual({ password: '[REDACTED]', accountNumber: '******6789' });
    expect(row!.after).toEqual({
      name: 'x',
      newPassword: '[REDACTED]',
      token: '[REDACTED]',
      otp: '[REDACTED]',
      passwordHash: '[REDACTED]',
      nested: [{ clientSecret: '[REDACTED]', accessToken: '[REDACTED]' }],
      bankAccountNumber: '******7890',
    });
  });

  it('masks BVN and NIN (whole-key match) and leaves words that merely end in "nin" alone', async () => {
    const s = await freshSession();
    await recordAudit(deps.db, {
      organizationId: s.organization.id,
      actorUserId: s.user.id,
      action: 'POST /test',
      entity: 'test',
      after: { rows: [{ bvn: '22123456789', nin: '71234567890' }], Nin: '12345678901', cabinin: 'x' },
    });
    const [row] = await rowsOf(s.organization.id);
    expect(JSON.stringify(row)).not.toMatch(/22123456789|71234567890|12345678901/);
    expect(row!.after).toEqual({
      rows: [{ bvn: '*******6789', nin: '*******7890' }],
      Nin: '*******8901',
      cabinin: 'x',
    });
  });

  it('writes no row for POSTs that change nothing: name enquiry and checking an import sheet', async () => {
    const s = await freshSession();
    const enquiry = await api('/payments/name-enquiry', {
      method: 'POST',
      token: s.token,
      body: { bankCode: '058', accountNumber: toNuban('058', '123456789') },
    });
    expect(enquiry.status).toBe(200);
    const validate = await api('/employees/validate', {
      method: 'POST',
      token: s.token,
      body: { rows: [{ staffId: 'S-1', bvn: '22123456789' }] },
    });
    expect(validate.status).toBe(200);
    expect(await rowsOf(s.organization.id)).toHaveLength(0);
  });

  it('audits webhook funding with actor null, once per event', async () => {
    const s = await freshSession();
    const wallet = (
      await fakeApi('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} })
    ).body.data;
    const row = await deps.db.query.wallets.findFirst({ where: (w, { eq: is }) => is(w.id, wallet.id) });
    const signed = fakePayments.signWebhook!({
      eventId: `evt-${crypto.randomUUID()}`,
      virtualAccountReference: row!.providerReference,
      amount: 75_000,
      currency: 'NGN',
      occurredAt: new Date().toISOString(),
    });
    const deliver = () =>
      fakeApi('/webhooks/payments', {
        method: 'POST',
        body: signed.body,
        headers: { 'x-paygrid-signature': signed.signature },
      });
    expect((await deliver()).status).toBe(200);
    expect((await deliver()).body.data.replayed).toBe(true);

    const res = await fakeApi('/audits?action=webhook', { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      action: 'webhook funding',
      entity: 'wallet',
      entityId: wallet.id,
      actor: null,
    });
    expect(res.body.data[0].after).toMatchObject({ amount: 75_000, currency: 'NGN' });
  });
});

describe('[AUDIT] GET audits', () => {
  it('pages and filters by entity, actor, action and date; only the session organisation', async () => {
    const s = await freshSession();
    const created = [];
    for (const name of ['Finance', 'Logistics', 'Sales'])
      created.push(
        (await api('/departments', { method: 'POST', token: s.token, body: { name } })).body.data as {
          id: string;
        },
      );
    await api(`/departments/${created[0]!.id}`, {
      method: 'PUT',
      token: s.token,
      body: { name: 'Treasury' },
    });
    await recordAudit(deps.db, {
      organizationId: s.organization.id,
      actorUserId: null,
      action: 'webhook funding',
      entity: 'wallet',
    });
    // The newest row by a clear margin: PGlite's clock can give rows written in the same millisecond one
    // timestamp, and the id tie-break is random.
    await deps.db
      .update(auditLogs)
      .set({ createdAt: sql`now() + interval '1 second'` })
      .where(and(eq(auditLogs.organizationId, s.organization.id), eq(auditLogs.action, 'webhook funding')));
    // Back-date one row for the date filters.
    const [oldest] = await deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, s.organization.id), eq(auditLogs.entityId, created[2]!.id)));
    await deps.db
      .update(auditLogs)
      .set({ createdAt: new Date('2026-01-10T12:00:00Z') })
      .where(eq(auditLogs.id, oldest!.id));

    const page1 = await api('/audits?perPage=2', { token: s.token });
    expect(page1.status).toBe(200);
    expect(page1.body.meta).toEqual({ page: 1, perPage: 2, total: 5, totalPages: 3 });
    expect(page1.body.data[0]).toMatchObject({ action: 'webhook funding', actor: null });
    expect(page1.body.data[1].actor).toEqual({
      id: s.user.id,
      name: `${s.user.firstName} ${s.user.lastName}`,
      email: s.user.email,
    });
    const page3 = await api('/audits?perPage=2&page=3', { token: s.token });
    expect(page3.body.data.map((a: { id: string }) => a.id)).toEqual([oldest!.id]);

    const total = async (query: string) =>
      (await api(`/audits?${query}`, { token: s.token })).body.meta.total;
    expect(await total('entity=departments')).toBe(4);
    expect(await total('entity=wallet')).toBe(1);
    expect(await total(`actorUserId=${s.user.id}`)).toBe(4);
    expect(await total('action=post')).toBe(3);
    expect(await total('action=PUT%20/DEPARTMENTS')).toBe(1);
    expect(await total('action=%25')).toBe(0);
    expect(
      (await api('/audits?from=2026-01-10&to=2026-01-10', { token: s.token })).body.data.map(
        (a: { id: string }) => a.id,
      ),
    ).toEqual([oldest!.id]);
    expect(await total('from=2026-01-11')).toBe(4);

    expect((await api('/audits?from=10-01-2026', { token: s.token })).status).toBe(422);
    expect((await api('/audits?from=9999-99-99', { token: s.token })).status).toBe(422);
    expect((await api('/audits?to=2026-02-30', { token: s.token })).status).toBe(422);
    expect((await api('/audits?actorUserId=nope', { token: s.token })).status).toBe(422);
    expect((await api('/audits')).status).toBe(401);

    const other = await freshSession();
    const theirs = await api('/audits', { token: other.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body.meta.total).toBe(0);
    expect((await api(`/audits?actorUserId=${s.user.id}`, { token: other.token })).body.data).toEqual([]);
  });

  it('filters by the modules of the registry (lib/modules.ts) and refuses any other entity', async () => {
    const s = await freshSession();
    for (const entity of AUDIT_ENTITIES)
      expect((await api(`/audits?entity=${entity}`, { token: s.token })).status, entity).toBe(200);
    const unknown = await api('/audits?entity=wallets', { token: s.token });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.entity).toBeDefined();
  });

  it('needs the settings permission', async () => {
    const s = await freshSession();
    const clerk = await teamAdminSession(s.organization.id, ['employees']);
    const denied = await api('/audits', { token: clerk.token });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');
    const office = await teamAdminSession(s.organization.id, ['settings']);
    expect((await api('/audits', { token: office.token })).status).toBe(200);
  });

  it('withholds a change’s before/after from a reader without its module’s permission (hole 3: pay data)', async () => {
    const s = await freshSession();
    for (const entity of ['employees', 'settings'] as const)
      await recordAudit(deps.db, {
        organizationId: s.organization.id,
        actorUserId: s.user.id,
        action: `PUT /${entity}/x`,
        entity,
        entityId: null,
        before: { grossSalary: 50_000_000 },
        after: { grossSalary: 60_000_000 },
        requestId: null,
        ip: null,
      });
    type Row = { entity: string; before: unknown; after: unknown; detailsHidden: boolean };
    const read = async (token: string) => (await api('/audits', { token })).body.data as Row[];
    const office = await teamAdminSession(s.organization.id, ['settings']);
    const seenByOffice = await read(office.token);
    expect(seenByOffice.find((r) => r.entity === 'employees')).toMatchObject({
      before: null,
      after: null,
      detailsHidden: true,
    });
    expect(seenByOffice.find((r) => r.entity === 'settings')).toMatchObject({
      after: { grossSalary: 60_000_000 },
      detailsHidden: false,
    });
    const hr = await teamAdminSession(s.organization.id, ['settings', 'employees']);
    expect((await read(hr.token)).find((r) => r.entity === 'employees')).toMatchObject({
      before: { grossSalary: 50_000_000 },
      detailsHidden: false,
    });
  });
});
