import { describe, expect, it } from 'vitest';
import { seedDemoComms } from '@/server/seed/demo-comms';
import { seedDemoWorkforce } from '@/server/seed/demo-workforce';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';

describe('[COMMS] demo seed', () => {
  it(
    'gives the demo organisation an open poll with answers, a closed poll, an announcement and suggestions',
    { timeout: 120_000 },
    async () => {
      const { deps } = await getHarness();
      const s = await employerSession();
      const boxToken = `demo-box-${s.organization.id}`;
      await deps.db.transaction(async (tx) => {
        await seedDemoWorkforce(tx, s.organization.id, s.organization.currency);
        // its own box token: the demo organisation (seeded by other files in this worker) holds the fixed one
        await seedDemoComms(tx, s.organization.id, s.user.id, new Date(), boxToken);
      });
      const list = (await api('/comms', { token: s.token })).body.data as {
        id: string;
        type: string;
        status: string;
        responses: number;
        recipients: number;
        anonymous: boolean;
        sharedToken: string | null;
      }[];
      expect(list.map((c) => [c.type, c.status])).toEqual([
        ['poll', 'open'],
        ['announcement', 'sent'],
        ['poll', 'closed'],
      ]);
      const [open, , closed] = list;
      expect(open!.responses).toBeGreaterThan(20);
      expect(open!.anonymous).toBe(true);
      expect(closed!.responses).toBeGreaterThan(0);
      expect(closed!.responses).toBeLessThan(closed!.recipients);

      const analytics = (await api(`/comms/poll/${open!.id}`, { token: s.token })).body.data;
      expect(analytics.overTime.length).toBeGreaterThanOrEqual(3);
      expect(analytics.byDepartment.some((d: { hidden: boolean }) => d.hidden)).toBe(true);
      expect(analytics.byDepartment.some((d: { hidden: boolean }) => !d.hidden)).toBe(true);
      // The shared link works for trying the demo.
      expect((await api(`/comms/poll/public/${open!.sharedToken}`)).body.data.status).toBe('open');

      const suggestions = await api('/suggestions?status=new', { token: s.token });
      expect(suggestions.body.meta.total).toBe(4);
      expect((await api('/suggestions/box', { token: s.token })).body.data.token).toBe(boxToken);
    },
  );
});
