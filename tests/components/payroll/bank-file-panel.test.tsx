import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BankFilePanel } from '@/components/payroll/bank-file-panel';
import type { BankFileCheck } from '@/lib/contracts/payroll-bank-file';
import { renderWithIntl } from '../../app/render-with-intl';
import '../ui/dom-stubs';
import { BASE, detail, employer } from './fixtures';

const me = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('@/lib/queries/account', () => ({ useMe: () => ({ isPending: false, data: me.current }) }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast: toasts }));
const saved = vi.hoisted(() => ({ names: [] as string[] }));
vi.mock('@/components/employees/bulk/save-blob', () => ({
  saveBlob: (_blob: Blob, name: string) => saved.names.push(name),
}));

const server = setupServer();
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  me.current = employer;
  saved.names = [];
  toasts.success.mockClear();
});

const RUN = 'run-1';
const ready: BankFileCheck = {
  format: 'nibss',
  ready: true,
  lines: 2,
  totals: { NGN: 40_000_000 },
  problems: [],
};
const blocked: BankFileCheck = {
  format: 'nibss',
  ready: false,
  lines: 1,
  totals: { NGN: 20_000_000 },
  problems: [
    {
      payrollEmployeeId: 'pe-2',
      employeeId: 'e-2',
      staffId: 'DF-002',
      name: 'Amaka Nwosu',
      reason: 'badNuban',
      message: 'The account number fails the NUBAN check for this bank',
    },
  ],
};
const ok = (data: unknown, message = 'OK') => HttpResponse.json({ message, data });

function renderPanel(status: 'awaiting_bank_payment' | 'approved' = 'awaiting_bank_payment') {
  return renderWithIntl(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BankFilePanel detail={detail({ id: RUN, status })} />
    </QueryClientProvider>,
  );
}

describe('Pay through your bank', () => {
  it('shows nothing unless the run awaits a bank payment', () => {
    renderPanel('approved');
    expect(screen.queryByTestId('bank-file-panel')).not.toBeInTheDocument();
  });

  it('a run paid through the bank shows the day and the reference', () => {
    renderWithIntl(
      <BankFilePanel
        detail={detail({
          id: RUN,
          status: 'paid',
          bankPayment: { reference: 'FT2611', paidOn: '2026-11-27' },
        })}
      />,
    );
    expect(screen.getByTestId('bank-file-paid')).toHaveTextContent(/27 Nov 2026, bank reference FT2611/);
  });

  it('downloads the chosen layout once the accounts pass the checks', async () => {
    const formats: string[] = [];
    server.use(
      http.get(`${BASE}/payroll/${RUN}/bank-file/check`, ({ request }) => {
        formats.push(new URL(request.url).searchParams.get('format')!);
        return ok(ready);
      }),
      http.get(`${BASE}/payroll/${RUN}/bank-file`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        expect([q.get('format'), q.get('terminalId'), q.get('sourceAccount')]).toEqual([
          'interswitch',
          '3PGD0001',
          '0123456789',
        ]);
        return new HttpResponse('a,b\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    renderPanel();
    expect(await screen.findByTestId('bank-file-ready')).toHaveTextContent('2 payments ready');
    await userEvent.selectOptions(screen.getByLabelText('File layout'), 'interswitch');
    await waitFor(() => expect(formats).toEqual(['nibss', 'interswitch']));
    await userEvent.type(screen.getByLabelText('AutoGate terminal ID'), '3PGD0001');
    await userEvent.type(screen.getByLabelText('Account debited'), '0123456789');
    const button = screen.getByRole('button', { name: 'Download file' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() =>
      expect(saved.names).toEqual([expect.stringMatching(/^bank-interswitch-2026-11-.*\.csv$/)]),
    );
  });

  it('blocks the download and lists the employees to fix, each linking to their record', async () => {
    server.use(http.get(`${BASE}/payroll/${RUN}/bank-file/check`, () => ok(blocked)));
    renderPanel();
    const list = await screen.findByTestId('bank-file-blocking');
    expect(within(list).getByText('DF-002')).toBeInTheDocument();
    expect(
      within(list).getByText('The account number fails the NUBAN check for this bank'),
    ).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Open Amaka Nwosu' })).toHaveAttribute(
      'href',
      '/app/employees/e-2',
    );
    expect(screen.getByRole('button', { name: 'Download file' })).toBeDisabled();
  });

  it('marks the run paid after confirmation, with the reference, the date and an Idempotency-Key', async () => {
    let body: unknown = null;
    let key: string | null = null;
    server.use(
      http.get(`${BASE}/payroll/${RUN}/bank-file/check`, () => ok(ready)),
      http.post(`${BASE}/payroll/${RUN}/mark-paid`, async ({ request }) => {
        body = await request.json();
        key = request.headers.get('Idempotency-Key');
        return ok(
          { status: 'paid', bankReference: 'FT2611', paidOn: '2026-11-27' },
          'Payroll marked as paid.',
        );
      }),
    );
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as paid' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Bank reference/), 'FT2611');
    const date = screen.getByLabelText(/Paid on/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-27');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, mark as paid' }));
    await waitFor(() => expect(body).toEqual({ bankReference: 'FT2611', paidOn: '2026-11-27' }));
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(toasts.success.mock.calls[0]?.[0]).toBe('Payroll marked as paid.'));
  });
});

describe('The last approval under bank-file disbursement', () => {
  it('says nothing leaves the wallet and lets the approval through even when the wallet is short', async () => {
    const { ReleaseDialog } = await import('@/components/payroll/release-dialog');
    server.use(
      http.get(`${BASE}/payroll/${RUN}/release-summary`, () =>
        ok({
          payrollId: RUN,
          payDate: '2026-11-30',
          releaseAt: '2026-11-30T05:00:00.000Z',
          defaultPayOn: 'payDate',
          disbursement: 'bank-file',
          currencies: [
            {
              currency: 'NGN',
              net: 40_000_000,
              transfers: 2,
              withoutAccount: 0,
              fees: 0,
              balance: 0,
              remaining: -40_000_000,
            },
          ],
        }),
      ),
    );
    const onConfirm = vi.fn();
    renderWithIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ReleaseDialog
          runId={RUN}
          open
          onOpenChange={() => {}}
          title="Approve"
          description="Last level"
          confirmLabel="Approve"
          pending={false}
          onConfirm={onConfirm}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('release-bank-file')).toHaveTextContent('Nothing leaves the wallet');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onConfirm).toHaveBeenCalled();
  });
});
