import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoHiring } from '@/server/seed/demo-hiring';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { warmUp } from './fixtures';

beforeAll(() => warmUp(), 120_000);

describe('[HIRING] demo seed', () => {
  it('seeds two active jobs and one closed, with applicants across the stages', async () => {
    const s = await employerSession();
    const { deps } = await getHarness();
    await seedDemoHiring(deps.db, s.organization.id);
    const active = await api('/jobs?tab=active', { token: s.token });
    expect(active.body.data).toHaveLength(2);
    const sales = active.body.data.find((j: { title: string }) => j.title.startsWith('Sales'));
    expect(sales.stageCounts).toEqual({
      applied: 2,
      screening: 1,
      interview: 1,
      offer: 1,
      hired: 1,
      rejected: 1,
    });
    expect((await api('/jobs?tab=in-active', { token: s.token })).body.data).toHaveLength(1);
    const careers = await api(`/jobs/${sales.careersPath.split('/').pop()}/careers`);
    expect(careers.body.data.jobs).toHaveLength(2);
    const apps = await api(`/jobs/${sales.id}/applications?stage=hired`, { token: s.token });
    expect(apps.body.data[0].offer.status).toBe('accepted');
    const cv = await api(`/jobs/applications/${apps.body.data[0].id}/cv`, { token: s.token });
    expect(cv.status).toBe(200);
  });
});
