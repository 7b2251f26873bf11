import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SignedInSessions } from '@/components/settings/signed-in-sessions';
import type { AccountSession } from '@/lib/contracts/account-sessions';
import { renderWithIntl } from '../../app/render-with-intl';
import '../ui/dom-stubs';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast: toasts }));

const BASE = 'http://localhost/api/v1';
const server = setupServer();
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  toasts.success.mockReset();
  toasts.error.mockReset();
});
afterAll(() => server.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const session = (o: Partial<AccountSession>): AccountSession => ({
  id: crypto.randomUUID(),
  device: 'Chrome on macOS',
  ip: '203.0.113.7',
  createdAt: minutesAgo(120),
  lastSeenAt: minutesAgo(2),
  current: false,
  ...o,
});
const ok = (data: unknown, message = 'OK') => HttpResponse.json({ message, data });

const renderCard = () =>
  renderWithIntl(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SignedInSessions />
    </QueryClientProvider>,
  );

describe('SignedInSessions (settings, personal info)', () => {
  it('lists the sessions with device, address, last seen and the current one marked; signs one out after confirming', async () => {
    const user = userEvent.setup();
    const phone = session({ device: 'Safari on iOS', ip: '198.51.100.4', lastSeenAt: minutesAgo(5) });
    const mine = session({ current: true, lastSeenAt: minutesAgo(0) });
    let live = [phone, mine];
    const deleted: string[] = [];
    server.use(
      http.get(`${BASE}/account/sessions`, () => ok(live)),
      http.delete(`${BASE}/account/sessions/:id`, ({ params }) => {
        deleted.push(params.id as string);
        live = live.filter((s) => s.id !== params.id);
        return ok(null, 'That session has been signed out.');
      }),
    );
    renderCard();
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Safari on iOS');
    expect(rows[0]).toHaveTextContent('198.51.100.4');
    expect(rows[0]).toHaveTextContent('last active 5 minutes ago');
    expect(within(rows[1]!).getByText('This device')).toBeInTheDocument();
    // No Sign out on the current session.
    expect(within(rows[1]!).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Sign out Safari on iOS' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out this session?' });
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(deleted).toEqual([phone.id]));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('That session has been signed out.'));
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(screen.getByText('You are signed in on this device only.')).toBeInTheDocument();
  });

  it('signs out everywhere else after confirming, and says how many sessions ended', async () => {
    const user = userEvent.setup();
    let live = [session({}), session({ device: '' }), session({ current: true })];
    server.use(
      http.get(`${BASE}/account/sessions`, () => ok(live)),
      http.delete(`${BASE}/account/sessions`, () => {
        live = live.filter((s) => s.current);
        return ok({ revoked: 2 });
      }),
    );
    renderCard();
    expect(await screen.findByText('Unknown device')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Signed out of 2 other sessions.'));
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows a loading state, then the empty state, and a failure toast when a sign-out fails', async () => {
    const user = userEvent.setup();
    server.use(http.get(`${BASE}/account/sessions`, () => ok([])));
    const empty = renderCard();
    expect(screen.getByLabelText('Loading sessions')).toBeInTheDocument();
    expect(await screen.findByText('No sessions')).toBeInTheDocument();
    empty.unmount();

    const live = [session({}), session({ current: true })];
    server.use(
      http.get(`${BASE}/account/sessions`, () => ok(live)),
      http.delete(`${BASE}/account/sessions/:id`, () =>
        HttpResponse.json(
          { message: 'That session is not one of yours.', code: 'NOT_FOUND' },
          { status: 404 },
        ),
      ),
    );
    renderCard();
    const buttons = await screen.findAllByRole('button', { name: 'Sign out Chrome on macOS' });
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('That session is not one of yours.'));
    // The dialog stays open for a retry or a cancel.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
