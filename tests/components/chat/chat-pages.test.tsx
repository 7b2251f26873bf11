import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { AuthoriseRun } from '@/components/chat/authorise-run';
import { CreatePinForm } from '@/components/chat/create-pin-form';
import type { AuthorizeView } from '@/lib/contracts/chat';
import { renderWithIntl } from '../../app/render-with-intl';
import '../ui/dom-stubs';
import { BASE } from '../payroll/fixtures';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const server = setupServer();
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const renderScreen = (ui: ReactElement) =>
  renderWithIntl(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );
const digits = (group: HTMLElement) => [...group.querySelectorAll('input')];
async function typePin(label: string, pin: string) {
  await userEvent.click(digits(screen.getByRole('group', { name: label }))[0]!);
  await userEvent.keyboard(pin);
}

describe('Create account pin page', () => {
  it('asks for the PIN twice and refuses two different ones without calling the API', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post(`${BASE}/bot/account/create-pin/:token`, async ({ request, params }) => {
        posted.push({ token: params.token, body: await request.json() });
        return HttpResponse.json({ message: 'Your approval PIN is set.', data: null });
      }),
    );
    renderScreen(<CreatePinForm token={TOKEN} />);
    expect(screen.getByRole('heading', { name: 'Create account pin' })).toBeInTheDocument();
    await typePin('PIN', '1234');
    await typePin('Enter the PIN again', '4321');
    await userEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText('The two PINs do not match.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    const again = digits(screen.getByRole('group', { name: 'Enter the PIN again' }));
    for (let i = again.length - 1; i >= 0; i--) {
      await userEvent.click(again[i]!);
      await userEvent.keyboard('{Backspace}');
    }
    await typePin('Enter the PIN again', '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    await waitFor(() => expect(posted).toEqual([{ token: TOKEN, body: { pin: '1234' } }]));
    expect(await screen.findByText('Your PIN is set. You can close this page.')).toBeInTheDocument();
  });

  it('says so when the link is used or expired', async () => {
    server.use(
      http.post(`${BASE}/bot/account/create-pin/:token`, () =>
        HttpResponse.json(
          { message: 'This link is invalid or has expired.', code: 'NOT_FOUND' },
          { status: 404 },
        ),
      ),
    );
    renderScreen(<CreatePinForm token={TOKEN} />);
    await typePin('PIN', '1234');
    await typePin('Enter the PIN again', '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.queryByRole('button', { name: 'Save PIN' })).not.toBeInTheDocument();
  });
});

const view: AuthorizeView = {
  organization: { name: 'Demo Foods Ltd' },
  approver: { firstName: 'Musa' },
  run: {
    name: 'Payroll November 2026',
    period: '2026-11',
    payDate: '2026-11-30',
    status: 'pending_approval',
    version: 3,
    headcount: 60,
    totals: [{ currency: 'NGN', net: 1_234_567_00, gross: 1_500_000_00, employees: 60 }],
  },
  level: 2,
  levels: 2,
  expiresAt: '2026-11-24T16:30:00Z',
  mfaRequired: false,
};

describe('Authorise page', () => {
  it('shows the run by its link and approves with the PIN; a wrong PIN shows the attempts left', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get(`${BASE}/bot/account/authorize/:token`, () =>
        HttpResponse.json({ message: 'OK', data: view }),
      ),
      http.post(`${BASE}/bot/account/authorize/:token`, async ({ request }) => {
        const body = (await request.json()) as { pin: string };
        posted.push(body);
        if (body.pin !== '2468') {
          return HttpResponse.json(
            {
              message: 'Invalid input',
              code: 'VALIDATION_FAILED',
              errors: { pin: ['Wrong PIN. Attempts left: 4.'] },
            },
            { status: 422 },
          );
        }
        return HttpResponse.json({
          message: 'Payroll run approved.',
          data: { decision: 'approve', status: 'approved' },
        });
      }),
    );
    renderScreen(<AuthoriseRun token={TOKEN} />);
    expect(
      await screen.findByText('Demo Foods Ltd asks you to approve a payroll run (level 2 of 2).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Payroll November 2026')).toBeInTheDocument();
    expect(screen.getByText('60')).toBeInTheDocument();
    expect(screen.getByTestId('net-NGN')).toHaveTextContent(/NGN\s1,234,567\.00/);

    await typePin('Your PIN', '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Wrong PIN. Attempts left: 4.')).toBeInTheDocument();

    const boxes = digits(screen.getByRole('group', { name: 'Your PIN' }));
    for (let i = boxes.length - 1; i >= 0; i--) {
      await userEvent.click(boxes[i]!);
      await userEvent.keyboard('{Backspace}');
    }
    await typePin('Your PIN', '2468');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('You approved this run. You can close this page.')).toBeInTheDocument();
    expect(posted).toEqual([
      { pin: '1111', decision: 'approve' },
      { pin: '2468', decision: 'approve' },
    ]);
  });

  it('rejects only with a reason, in a confirmation dialog', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get(`${BASE}/bot/account/authorize/:token`, () =>
        HttpResponse.json({ message: 'OK', data: view }),
      ),
      http.post(`${BASE}/bot/account/authorize/:token`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({
          message: 'Payroll run rejected.',
          data: { decision: 'reject', status: 'rejected' },
        });
      }),
    );
    renderScreen(<AuthoriseRun token={TOKEN} />);
    await screen.findByText('Payroll November 2026');
    await typePin('Your PIN', '2468');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this run?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason to reject.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Wrong overtime');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('You rejected this run. You can close this page.')).toBeInTheDocument();
    expect(posted).toEqual([{ pin: '2468', decision: 'reject', reason: 'Wrong overtime' }]);
  });

  it('shows the same message for any invalid link', async () => {
    server.use(
      http.get(`${BASE}/bot/account/authorize/:token`, () =>
        HttpResponse.json(
          { message: 'This link is invalid or has expired.', code: 'NOT_FOUND' },
          { status: 404 },
        ),
      ),
    );
    renderScreen(<AuthoriseRun token={TOKEN} />);
    expect(await screen.findByText('This link is invalid, used or expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('asks an approver with MFA on for the code beside the PIN and says when it is wrong', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get(`${BASE}/bot/account/authorize/:token`, () =>
        HttpResponse.json({ message: 'OK', data: { ...view, mfaRequired: true } }),
      ),
      http.post(`${BASE}/bot/account/authorize/:token`, async ({ request }) => {
        const body = (await request.json()) as { code?: string };
        posted.push(body);
        if (body.code !== '123456') {
          return HttpResponse.json(
            { message: 'That code is wrong or was used already.', code: 'MFA_INVALID' },
            { status: 403 },
          );
        }
        return HttpResponse.json({
          message: 'Payroll run approved.',
          data: { decision: 'approve', status: 'approved' },
        });
      }),
    );
    renderScreen(<AuthoriseRun token={TOKEN} />);
    await screen.findByText('Payroll November 2026');
    await typePin('Your PIN', '2468');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Enter the 6 digits your authenticator app shows.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(screen.getByLabelText(/Authenticator code/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('That code is wrong or was used already.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Authenticator code/));
    await userEvent.type(screen.getByLabelText(/Authenticator code/), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('You approved this run. You can close this page.')).toBeInTheDocument();
    expect(posted).toEqual([
      { pin: '2468', decision: 'approve', code: '654321' },
      { pin: '2468', decision: 'approve', code: '123456' },
    ]);
  });
});
