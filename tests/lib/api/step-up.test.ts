// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, ApiError, setMfaCodeHandler } from '@/lib/api/client';

const BASE = 'http://localhost/api/v1';
const server = setupServer();
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  setMfaCodeHandler(undefined);
});
afterAll(() => server.close());

/** An approve that wants `X-MFA-Code: 123456`, answering as the API's step-up guard does. */
function approveWantingCode(seen: (string | null)[]) {
  server.use(
    http.patch(`${BASE}/payroll/r1/approve`, async ({ request }) => {
      const code = request.headers.get('x-mfa-code');
      seen.push(code);
      if (!code)
        return HttpResponse.json({ code: 'MFA_REQUIRED', message: 'Enter the code' }, { status: 403 });
      if (code !== '123456')
        return HttpResponse.json({ code: 'MFA_INVALID', message: 'Wrong' }, { status: 403 });
      return HttpResponse.json({ message: 'ok', data: { body: await request.json() } });
    }),
  );
}

describe('lib/api/client step-up (issue 33)', () => {
  it('asks for the code and sends the same call again with it, body included', async () => {
    const seen: (string | null)[] = [];
    approveWantingCode(seen);
    const reasons: string[] = [];
    const codes = ['000000', '123456'];
    setMfaCodeHandler(async (reason) => {
      reasons.push(reason);
      return codes.shift()!;
    });
    const res = await apiRequest<{ body: unknown }>('payroll/r1/approve', {
      method: 'PATCH',
      body: { version: 3 },
    });
    expect(res.data.body).toEqual({ version: 3 });
    expect(seen).toEqual([null, '000000', '123456']);
    expect(reasons).toEqual(['MFA_REQUIRED', 'MFA_INVALID']);
  });

  it('a cancelled dialog fails the call with the API error; without a handler nothing is retried', async () => {
    const seen: (string | null)[] = [];
    approveWantingCode(seen);
    setMfaCodeHandler(async () => null);
    await expect(apiRequest('payroll/r1/approve', { method: 'PATCH', body: {} })).rejects.toMatchObject({
      code: 'MFA_REQUIRED',
    });
    setMfaCodeHandler(undefined);
    await expect(apiRequest('payroll/r1/approve', { method: 'PATCH', body: {} })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(seen).toEqual([null, null]);
  });
});
