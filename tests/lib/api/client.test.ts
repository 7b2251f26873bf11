// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiRequest,
  ApiError,
  buildUrl,
  errorMessage,
  GENERIC_ERROR,
  setUnauthorizedHandler,
} from '@/lib/api/client';
import { nextCallStatus } from '@/lib/api/call-status';

const BASE = 'http://localhost/api/v1';
const server = setupServer();
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  Cookies.remove('token');
  Cookies.remove('signed_in');
  Cookies.remove('NEXT_LOCALE');
  setUnauthorizedHandler(undefined);
});
afterAll(() => server.close());

describe('lib/api/client (spec §7, §8)', () => {
  it('fills path placeholders and the query from maps', () => {
    expect(
      buildUrl(
        'employees/{employee_id}/revoke/{suspend_id}',
        { employee_id: 'e 1', suspend_id: 7 },
        { page: 2, search: '', q: undefined },
      ),
    ).toBe(`${BASE}/employees/e%201/revoke/7?page=2`);
    expect(() => buildUrl('employees/{employee_id}')).toThrow(/employee_id/);
  });

  it('sends the language header and never a script-readable token (the session is an HttpOnly cookie)', async () => {
    Cookies.set('token', 'tok-123');
    Cookies.set('NEXT_LOCALE', 'zh-CN');
    server.use(
      http.get(`${BASE}/account/me`, ({ request }) =>
        HttpResponse.json({
          message: 'ok',
          data: { auth: request.headers.get('authorization'), lang: request.headers.get('accept-language') },
        }),
      ),
    );
    const res = await apiRequest<{ auth: string; lang: string }>('account/me');
    expect(res.data).toEqual({ auth: null, lang: 'zh-CN' });
  });

  it('takes the error text from message, else the generic text', async () => {
    server.use(
      http.post(`${BASE}/a`, () =>
        HttpResponse.json(
          { message: 'Nope', code: 'CONFLICT', errors: { email: ['Taken'] } },
          { status: 409 },
        ),
      ),
      http.post(`${BASE}/b`, () => new HttpResponse('boom', { status: 500 })),
    );
    const a = await apiRequest('a', { method: 'POST', body: {} }).catch((e) => e);
    expect(a).toBeInstanceOf(ApiError);
    expect(a).toMatchObject({ message: 'Nope', status: 409, code: 'CONFLICT', errors: { email: ['Taken'] } });
    const b = await apiRequest('b', { method: 'POST', body: {} }).catch((e) => e);
    expect(b.message).toBe(GENERIC_ERROR);
    expect(errorMessage(new Error('x'))).toBe('Error occurred, please contact support');
  });

  it('logs out on a 401 of an authenticated call, not on a failed sign-in', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      http.get(`${BASE}/account/me`, () =>
        HttpResponse.json({ message: 'no', code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
    );
    await apiRequest('account/me').catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
    Cookies.set('signed_in', '1');
    await apiRequest('account/me').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('returns blobs for file downloads', async () => {
    server.use(
      http.get(
        `${BASE}/employees/import/download-sheet`,
        () =>
          new HttpResponse(new Uint8Array([1, 2, 3]), {
            headers: { 'content-type': 'application/octet-stream' },
          }),
      ),
    );
    const blob = await apiRequest('employees/import/download-sheet', { responseType: 'blob' });
    expect(blob.size).toBe(3);
  });
});

describe('call status (spec §3, §4)', () => {
  it('cycles idle → pending → resolved | rejected and resets to idle', () => {
    expect(nextCallStatus('idle', 'start')).toBe('pending');
    expect(nextCallStatus('pending', 'resolve')).toBe('resolved');
    expect(nextCallStatus('pending', 'reject')).toBe('rejected');
    expect(nextCallStatus('idle', 'resolve')).toBe('idle');
    expect(nextCallStatus('rejected', 'reset')).toBe('idle');
  });
});
