import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '@/server/db/schema';
import { recordAudit } from '@/server/modules/audit/audit.service';
import { toNuban } from '@/server/modules/payments/nuban';
import type { WalletDeps } from '@/server/modules/wallet/wallet.service';
import { api } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { fakeApi, fakePayments, fakePaymentsDeps } from '../wallet/fake-provider';

let deps: WalletDeps;
beforeAll(async () => {
  deps = await fakePaymentsDeps();
});

const rowsOf = (organizationId: string) =>
  deps.db.select().from(auditLogs).where(eq(auditLogs.organizationId, organizationId));

describe('[AUDIT] platform middleware', () => {
  it('writes exactly one row per successful organisation write, with actor, action, entity and after', async () => {
    const s = await employerSession();
    const res = await api('/organizations/create-wallet', {
      method: 'POST',
      token: s.token,
      body: {},
      headers: { 'x-request-id': 'req-audit-1' },
    });
    expect(res.status).toBe(201);
    const rows = await rowsOf(s.organization.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: s.user.id,
      action: 'POST /organizations/create-wallet',
      entity: 'organizations',
      entityId: null,
      requestId: 'req-audit-1',
      before: null,
    });
    expect(rows[0]!.after).toMatchObject({ id: res.body.data.id, currency: 'NGN', balance: 0 });
    // Account numbers are masked to their last four digits.
    const accountNumber = res.body.data.accountNumber as string;
    expect((rows[0]!.after as { accountNumber: string }).accountNumber).toBe(
      `${'*'.repeat(accountNumber.length - 4)}${accountNumber.slice(-4)}`,
    );
  });

  it('names the route template and the uuid path parameter', async () => {
    const s = await employerSession();
    const wallet = (await api('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} }))
      .body.data;
    await api(`/wallets/${wallet.id}/simulate-funding`, {
      method: 'POST',
      token: s.token,
      body: { amount: 500 },
    });
    const [row] = await deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, s.organization.id), eq(auditLogs.entity, 'wallets')));
    expect(row).toMatchObject({
      action: 'POST /wallets/{wallet_id}/simulate-funding',
      entityId: wallet.id,
      actorUserId: s.user.id,
    });
    expect(row!.after).toMatchObject({ replayed: false });
  });

  it('writes nothing for reads, failed writes or routes without an organisation', async () => {
    const s = await employerSession();
    await api('/organizations/wallets', { token: s.token });
    await api('/audits', { token: s.token });
    expect(await rowsOf(s.organization.id)).toHaveLength(0);

    expect(
      (
        await api('/organizations/create-wallet', {
          method: 'POST',
          token: s.token,
          body: { currency: 'EUR' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await api(`/wallets/${crypto.randomUUID()}/simulate-funding`, {
          method: 'POST',
          token: s.token,
          body: { amount: 1 },
        })
      ).status,
    ).toBe(404);
    expect((await api('/organizations/create-wallet', { method: 'POST', body: {} })).status).toBe(401);
    await api('/account/details', { method: 'PUT', token: s.token, body: { firstName: 'Ada' } });
    expect(await rowsOf(s.organization.id)).toHaveLength(0);
  });

  it('never stores passwords, tokens, OTPs, hashes or secrets, and masks account numbers', async () => {
    const s = await employerSession();
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
    const s = await employerSession();
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
    const s = await employerSession();
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
    const s = await employerSession();
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
      entity: 'wallets',
      entityId: wallet.id,
      actor: null,
    });
    expect(res.body.data[0].after).toMatchObject({ amount: 75_000, currency: 'NGN' });
  });
});

describe('[AUDIT] GET audits', () => {
  it('pages and filters by entity, actor, action and date; only the session organisation', async () => {
    const s = await employerSession();
    const wallet = (await api('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} }))
      .body.data;
    for (let i = 0; i < 3; i++)
      await api(`/wallets/${wallet.id}/simulate-funding`, {
        method: 'POST',
        token: s.token,
        body: { amount: 100 + i },
      });
    await recordAudit(deps.db, {
      organizationId: s.organization.id,
      actorUserId: null,
      action: 'webhook funding',
      entity: 'wallets',
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
      .where(and(eq(auditLogs.organizationId, s.organization.id), eq(auditLogs.entity, 'organizations')));
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

    expect((await api('/audits?entity=wallets', { token: s.token })).body.meta.total).toBe(4);
    expect((await api('/audits?entity=organizations', { token: s.token })).body.meta.total).toBe(1);
    expect((await api(`/audits?actorUserId=${s.user.id}`, { token: s.token })).body.meta.total).toBe(4);
    expect((await api('/audits?action=simulate', { token: s.token })).body.meta.total).toBe(3);
    expect((await api('/audits?action=SIMULATE-FUNDING', { token: s.token })).body.meta.total).toBe(3);
    expect((await api('/audits?action=%25', { token: s.token })).body.meta.total).toBe(0);
    expect(
      (await api('/audits?from=2026-01-10&to=2026-01-10', { token: s.token })).body.data.map(
        (a: { id: string }) => a.id,
      ),
    ).toEqual([oldest!.id]);
    expect((await api('/audits?from=2026-01-11', { token: s.token })).body.meta.total).toBe(4);

    expect((await api('/audits?from=10-01-2026', { token: s.token })).status).toBe(422);
    expect((await api('/audits?actorUserId=nope', { token: s.token })).status).toBe(422);
    expect((await api('/audits')).status).toBe(401);

    const other = await employerSession();
    const theirs = await api('/audits', { token: other.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body.meta.total).toBe(0);
    expect((await api(`/audits?actorUserId=${s.user.id}`, { token: other.token })).body.data).toEqual([]);
  });
});
