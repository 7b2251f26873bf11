import { describe, expect, it } from 'vitest';
import { DEMO_CONSULTANT_EMAIL, DEMO_PASSWORD } from '@/server/seed/demo';
import { api } from '../helpers/app';
import { signIn } from '../helpers/accounts';
import { ensureDemoSeeded } from '../helpers/demo';

type Client = { id: string; name: string; headcount: number; lastPayroll: { status: string } | null };

describe('[CONSULTANTS] demo clients', () => {
  it('a client that has paid two payrolls has a verified business and verified bank accounts', async () => {
    await ensureDemoSeeded();
    const consultant = await signIn(DEMO_CONSULTANT_EMAIL, DEMO_PASSWORD);
    const clients = (await api('/consultants/organizations', { token: consultant.token })).body
      .data as Client[];
    expect(clients.map((c) => c.name).sort()).toEqual(['Abuja Clinics Ltd', 'Lagos Logistics Ltd']);

    for (const client of clients) {
      expect(client.lastPayroll?.status, client.name).toBe('paid');
      const switched = await api('/account/switch-org', {
        method: 'POST',
        token: consultant.token,
        body: { orgId: client.id },
      });
      expect(switched.status).toBe(200);

      const checklist = (await api('/organizations/dashboard-checklist', { token: consultant.token })).body
        .data as { checklist: { key: string; done: boolean }[]; kycStatus: string };
      expect(checklist.kycStatus, client.name).toBe('approved');
      expect(
        checklist.checklist.filter((s) => !s.done).map((s) => s.key),
        client.name,
      ).toEqual([]);

      const tasks = (await api('/dashboard/tasks', { token: consultant.token })).body.data as {
        type: string;
        count: number;
      }[];
      const types = tasks.map((t) => t.type);
      expect(types, client.name).not.toContain('unverifiedBankAccount');
      expect(types, client.name).not.toContain('missingBankAccount');
      expect(types, client.name).not.toContain('checklist');
    }
    await api('/account/switch-org', { method: 'POST', token: consultant.token, body: { orgId: null } });
  });
});
