import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLogs, departments, outboxMails } from '@/server/db/schema';
import { moduleRouter } from '@/server/http/module-router';
import { conflictResponse, createdResponse, jsonBody, okResponse } from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import { getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { teamAdmin, uniqueName } from '../departments/fixtures';
import { probeApp } from './probe-app';

const nameBody = z.object({ name: z.string().min(1), fail: z.enum(['after', 'audit']).optional() });

/** Probe routes on the departments module: each writes a department row through the request's transaction. */
async function probe() {
  const m = moduleRouter('departments', ['Probe']);
  m.openapi(
    m.route({
      method: 'post',
      path: '/rows',
      permission: 'employees',
      idempotent: true,
      request: jsonBody(nameBody),
      responses: { ...createdResponse(z.object({ id: z.string() })), ...conflictResponse() },
    }),
    async (c) => {
      const { name, fail } = c.req.valid('json');
      const [row] = await c.var.deps.db
        .insert(departments)
        .values({ organizationId: c.var.organizationId, name })
        .returning();
      await c.var.deps.mailer.send({ to: `${name}@probe.test`, subject: 'probe', text: name, html: name });
      if (fail === 'after') return c.json({ message: 'refused', code: 'CONFLICT' }, 409);
      // A BigInt cannot be stored as JSON: the audit row fails, so the change must not happen either.
      if (fail === 'audit') c.set('auditBefore', { amount: BigInt(1) });
      return created(c, 'api.ok', { id: row!.id });
    },
  );
  // Declared before the fixed path on purpose: the router must still send `/rows/latest` to the fixed route.
  m.openapi(
    m.route({ method: 'get', path: '/rows/{id}', permission: null, responses: okResponse(z.string()) }),
    (c) => ok(c, 'api.ok', 'param'),
  );
  m.openapi(
    m.route({ method: 'get', path: '/rows/latest', permission: null, responses: okResponse(z.string()) }),
    (c) => ok(c, 'api.ok', 'fixed'),
  );
  return probeApp('/probe', m);
}

async function departmentNamed(organizationId: string, name: string) {
  const { deps } = await getHarness();
  return deps.db
    .select()
    .from(departments)
    .where(and(eq(departments.organizationId, organizationId), eq(departments.name, name)));
}

describe('[HTTP] the module template', () => {
  it('writes the change and its audit row in one transaction, entity = the module', async () => {
    const s = await employerSession();
    const call = await probe();
    const name = uniqueName('Audited');
    const res = await call('/rows', { method: 'POST', token: s.token, body: { name } });
    expect(res.status).toBe(201);
    const { deps } = await getHarness();
    const [row] = await deps.db.select().from(auditLogs).where(eq(auditLogs.entityId, res.body.data.id));
    expect(row).toMatchObject({
      organizationId: s.organization.id,
      entity: 'departments',
      action: 'POST /probe/rows',
      actorUserId: s.user.id,
    });
    expect(row!.after).toEqual({ id: res.body.data.id });
  });

  it('rolls the change back when the audit row cannot be written, and when the answer is an error', async () => {
    const s = await employerSession();
    const call = await probe();
    const a = uniqueName('Unauditable');
    expect(
      (await call('/rows', { method: 'POST', token: s.token, body: { name: a, fail: 'audit' } })).status,
    ).toBe(500);
    expect(await departmentNamed(s.organization.id, a)).toHaveLength(0);
    const b = uniqueName('Refused');
    expect(
      (await call('/rows', { method: 'POST', token: s.token, body: { name: b, fail: 'after' } })).status,
    ).toBe(409);
    expect(await departmentNamed(s.organization.id, b)).toHaveLength(0);
  });

  it('delivers mail only after the commit, so a rolled-back change mails nobody', async () => {
    const s = await employerSession();
    const call = await probe();
    const { deps } = await getHarness();
    const kept = uniqueName('mail-kept').replace(/\s/g, '-');
    const dropped = uniqueName('mail-dropped').replace(/\s/g, '-');
    await call('/rows', { method: 'POST', token: s.token, body: { name: kept } });
    await call('/rows', { method: 'POST', token: s.token, body: { name: dropped, fail: 'after' } });
    expect(
      await deps.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.to, `${kept}@probe.test`.toLowerCase())),
    ).toHaveLength(1);
    expect(
      await deps.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.to, `${dropped}@probe.test`.toLowerCase())),
    ).toHaveLength(0);
  });

  it('replays an Idempotency-Key retry without a second change, and refuses the key with another body (422)', async () => {
    const s = await employerSession();
    const call = await probe();
    const key = crypto.randomUUID();
    const name = uniqueName('Once');
    const first = await call('/rows', {
      method: 'POST',
      token: s.token,
      body: { name },
      headers: { 'idempotency-key': key },
    });
    const again = await call('/rows', {
      method: 'POST',
      token: s.token,
      body: { name },
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await departmentNamed(s.organization.id, name)).toHaveLength(1);
    const other = await call('/rows', {
      method: 'POST',
      token: s.token,
      body: { name: uniqueName('Other') },
      headers: { 'idempotency-key': key },
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key/);
  });

  it('lets a failed request be retried with its key (the key is claimed only when the change commits)', async () => {
    const s = await employerSession();
    const call = await probe();
    const key = crypto.randomUUID();
    const name = uniqueName('Retry');
    expect(
      (
        await call('/rows', {
          method: 'POST',
          token: s.token,
          body: { name, fail: 'after' },
          headers: { 'idempotency-key': key },
        })
      ).status,
    ).toBe(409);
    // Same key, same path, different body: the failed attempt left nothing behind, so this one proceeds.
    expect(
      (
        await call('/rows', {
          method: 'POST',
          token: s.token,
          body: { name },
          headers: { 'idempotency-key': key },
        })
      ).status,
    ).toBe(201);
  });

  it('names the missing permission in the 403, in the request language', async () => {
    const s = await employerSession();
    const admin = await teamAdmin(s.organization.id, ['leave']);
    const call = await probe();
    const en = await call('/rows', { method: 'POST', token: admin.token, body: { name: 'x' } });
    expect(en.status).toBe(403);
    expect(en.body.message).toContain('Employees');
    const zh = await call('/rows', {
      method: 'POST',
      token: admin.token,
      body: { name: 'x' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.message).toContain('员工');
  });

  it('refuses an oversized body before any sign-in check (413), and a huge one at once', async () => {
    const call = await probe();
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const res = await call('/rows', { method: 'POST', body: big });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    const huge = await call('/rows', {
      method: 'POST',
      body: '{}',
      headers: { 'content-length': String(200 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
  });

  it('refuses text that cannot be stored (NUL, a lone surrogate) with the field named (422)', async () => {
    const s = await employerSession();
    const call = await probe();
    const nul = await call('/rows', { method: 'POST', token: s.token, body: '{"name":"a\\u0000b"}' });
    expect(nul.status).toBe(422);
    expect(Object.keys(nul.body.errors)).toEqual(['name']);
    const surrogate = await call('/rows', { method: 'POST', token: s.token, body: '{"name":"a\\ud800"}' });
    expect(surrogate.status).toBe(422);
    const query = await call('/rows/latest?search=%00', { token: s.token });
    expect(query.status).toBe(422);
  });

  it('registers fixed paths before parameters whatever order they were declared in', async () => {
    const s = await employerSession();
    const call = await probe();
    expect((await call('/rows/latest', { token: s.token })).body.data).toBe('fixed');
    expect((await call(`/rows/${crypto.randomUUID()}`, { token: s.token })).body.data).toBe('param');
  });

  it('keeps unrelated requests apart: another organisation cannot replay a key it did not use', async () => {
    const a = await employerSession();
    const b = await employerSession();
    const call = await probe();
    const key = crypto.randomUUID();
    const name = uniqueName('Tenant');
    expect(
      (
        await call('/rows', {
          method: 'POST',
          token: a.token,
          body: { name },
          headers: { 'idempotency-key': key },
        })
      ).status,
    ).toBe(201);
    const other = await call('/rows', {
      method: 'POST',
      token: b.token,
      body: { name },
      headers: { 'idempotency-key': key },
    });
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await departmentNamed(b.organization.id, name)).toHaveLength(1);
  });
});
