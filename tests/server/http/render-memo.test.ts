import { describe, expect, it } from 'vitest';
import type { RenderMemo } from '@/server/http/render-memo';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';

/** A call as `inProcessFetch` makes it: the page's token, and the render's memo as the Hono env. */
async function inRender(token: string, renderMemo?: RenderMemo) {
  const { app } = await getHarness();
  const request = new Request('http://in-process.local/api/v1/employees', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await app.fetch(request, renderMemo ? { renderMemo } : undefined)).status;
}

describe('render memo (the auth reads one page render shares)', () => {
  it("reads the session, the reachable organisations, the MFA requirement and the permissions once per render's memo", async () => {
    const employer = await employerSession();
    const memo: RenderMemo = new Map();
    expect(await inRender(employer.token, memo)).toBe(200);
    const keys = [...memo.keys()].sort();
    expect(keys).toHaveLength(4);
    expect(keys[0]).toBe(`mfa-enrol:${employer.organization.id}:${employer.user.id}`);
    expect(keys[1]).toBe(`permissions:${employer.user.id}:${employer.organization.id}`);
    expect(keys[2]).toBe(`reachable:${employer.user.id}`);
    expect(keys[3]).toMatch(/^session:/);
    const first = memo.get(keys[3]!);
    expect(await inRender(employer.token, memo)).toBe(200);
    expect(memo.get(keys[3]!)).toBe(first); // the second call of the render reused the read
  });

  it('a session revoked after a render ends at the next render and on every browser call', async () => {
    const employer = await employerSession();
    const memo: RenderMemo = new Map();
    expect(await inRender(employer.token, memo)).toBe(200);
    expect((await api('/account/logout', { method: 'POST', token: employer.token })).status).toBe(200);
    // The render that had already read the session finishes with what it read...
    expect(await inRender(employer.token, memo)).toBe(200);
    // ...but the next render and any request without a memo read the revoked row.
    expect(await inRender(employer.token, new Map())).toBe(401);
    expect(await inRender(employer.token)).toBe(401);
  });
});
