// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiRequest,
  ApiError,
  hasErrorCode,
  isTransientError,
  setUnauthorizedHandler,
} from '@/lib/api/client';
import { makeQueryClient } from '@/lib/queries/query-client';

const BASE = 'http://localhost/api/v1';
const server = setupServer();
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  Cookies.remove('signed_in');
  setUnauthorizedHandler(undefined);
});
afterAll(() => server.close());

const answer = (status: number, body?: object) =>
  server.use(
    http.get(`${BASE}/x`, () =>
      body ? HttpResponse.json(body, { status }) : new HttpResponse('<html>bad gateway</html>', { status }),
    ),
  );
const failure = () => apiRequest('x').catch((e: unknown) => e as ApiError);

describe('lib/api/client: the client branches on the error code, never on the HTTP status', () => {
  it('signs a signed-in user out on UNAUTHENTICATED, and on no other code whatever its status', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    Cookies.set('signed_in', '1');

    answer(403, { message: 'Not allowed', code: 'FORBIDDEN' });
    await failure();
    answer(402, { message: 'Renew', code: 'SUBSCRIPTION_EXPIRED' });
    await failure();
    // a 401 from something that is not our API (no code of ours) is not a revoked session
    answer(401);
    await failure();
    expect(onUnauthorized).not.toHaveBeenCalled();

    answer(401, { message: 'Sign in again', code: 'UNAUTHENTICATED' });
    const e = await failure();
    expect(e).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Sign in again' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('names an answer without a code: a server failure is INTERNAL, anything else UNKNOWN', async () => {
    answer(502);
    expect(await failure()).toMatchObject({ code: 'INTERNAL' });
    answer(404);
    expect(await failure()).toMatchObject({ code: 'UNKNOWN' });
    answer(404, { message: 'No such thing', code: 'NOT_FOUND' });
    expect(await failure()).toMatchObject({ code: 'NOT_FOUND', message: 'No such thing' });
  });

  it('hasErrorCode matches an API failure by any of its codes, nothing else', () => {
    const gone = new ApiError('Gone', 404, 'NOT_FOUND');
    expect(hasErrorCode(gone, 'NOT_FOUND')).toBe(true);
    expect(hasErrorCode(gone, 'CONFLICT', 'NOT_FOUND')).toBe(true);
    expect(hasErrorCode(gone, 'CONFLICT')).toBe(false);
    // the code decides, not the status: a 404 that says something else is not "not found"
    expect(hasErrorCode(new ApiError('x', 404, 'UNKNOWN'), 'NOT_FOUND')).toBe(false);
    expect(hasErrorCode(new Error('NOT_FOUND'), 'NOT_FOUND')).toBe(false);
  });

  it('queries retry a network blip or a server failure once, never an answer about the request', () => {
    const retry = makeQueryClient().getDefaultOptions().queries!.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new ApiError('x', 0, 'NETWORK'))).toBe(true);
    expect(retry(0, new ApiError('x', 500, 'INTERNAL'))).toBe(true);
    expect(retry(0, new TypeError('boom'))).toBe(true);
    expect(retry(1, new ApiError('x', 500, 'INTERNAL'))).toBe(false);
    for (const code of [
      'NOT_FOUND',
      'VALIDATION_FAILED',
      'FORBIDDEN',
      'RATE_LIMITED',
      'UNKNOWN',
      'PLAN_REQUIRED',
    ])
      expect(retry(0, new ApiError('x', 400, code))).toBe(false);
    expect(isTransientError(new ApiError('x', 409, 'CONFLICT'))).toBe(false);
  });
});
