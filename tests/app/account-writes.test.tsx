// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountKeys, useChangePasswordMutation, useUpdateDetailsMutation } from '@/lib/queries/account';

const BASE = 'http://localhost/api/v1';
const server = setupServer();
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const wrapperWith = (qc: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  };

describe('account writes (the person’s own account, keyed by the user)', () => {
  it('PUT account/details replaces the cached user with the answer; a refused write leaves it', async () => {
    const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const before = { id: 'u1', firstName: 'Amaka', lastName: 'Eze' };
    qc.setQueryData(accountKeys.me, before);
    let body: unknown;
    server.use(
      http.put(`${BASE}/account/details`, async ({ request }) => {
        body = await request.json();
        if ((body as { firstName: string }).firstName === '')
          return HttpResponse.json({ message: 'First name is required.' }, { status: 422 });
        return HttpResponse.json({ message: 'Details saved.', data: { ...before, firstName: 'Ada' } });
      }),
    );
    const { result } = renderHook(() => useUpdateDetailsMutation(), { wrapper: wrapperWith(qc) });
    await act(() => result.current.mutateAsync({ firstName: '', lastName: 'Eze' }).catch(() => undefined));
    expect(qc.getQueryData(accountKeys.me)).toEqual(before);
    await act(() => result.current.mutateAsync({ firstName: 'Ada', lastName: 'Eze' }));
    expect(body).toEqual({ firstName: 'Ada', lastName: 'Eze' });
    await waitFor(() => expect(qc.getQueryData(accountKeys.me)).toMatchObject({ firstName: 'Ada' }));
  });

  it('PATCH account/change-password sends the three fields and answers the message', async () => {
    const qc = new QueryClient();
    server.use(
      http.patch(`${BASE}/account/change-password`, async ({ request }) =>
        HttpResponse.json({ message: 'Password changed.', data: await request.json() }),
      ),
    );
    const { result } = renderHook(() => useChangePasswordMutation(), { wrapper: wrapperWith(qc) });
    const input = {
      currentPassword: 'Old#2026pass',
      newPassword: 'New#2026pass',
      confirmPassword: 'New#2026pass',
    };
    const answer = await act(() => result.current.mutateAsync(input));
    expect(answer).toMatchObject({ message: 'Password changed.', data: input });
  });
});
