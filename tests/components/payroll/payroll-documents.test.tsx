import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toast } from 'react-toastify';
import { DownloadSheetButton } from '@/components/payroll/download-sheet-button';
import { PayslipDownloadButton } from '@/components/payroll/payslip-download-button';
import { renderWithIntl } from '../../app/render-with-intl';
import { BASE } from './fixtures';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const server = setupServer();
const saved: string[] = [];
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
  URL.createObjectURL = vi.fn(() => 'blob:paygrid');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  server.resetHandlers();
  saved.length = 0;
});
afterAll(() => server.close());

describe('payroll downloads', () => {
  it('downloads the sheet once however often it is clicked, showing that it is being prepared', async () => {
    let calls = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${BASE}/payroll/run-1/download-sheet`, async () => {
        calls++;
        await gate; // held until the test has seen the busy state
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }),
    );
    renderWithIntl(<DownloadSheetButton run={{ id: 'run-1', period: '2026-11', employeeCount: 3 }} />);
    const button = screen.getByRole('button', { name: 'Download sheet' });
    await userEvent.click(button);
    expect(await screen.findByText('Preparing sheet…')).toBeInTheDocument();
    await userEvent.click(button);
    release();
    await waitFor(() => expect(saved).toEqual(['payroll-2026-11-run-1.xlsx']));
    expect(calls).toBe(1);
    // the file is handed over before the busy state clears, so wait for the label to come back
    expect(await screen.findByRole('button', { name: 'Download sheet' })).toBeEnabled();
  });

  it('hides the sheet of a run without employees', () => {
    renderWithIntl(<DownloadSheetButton run={{ id: 'run-1', period: '2026-11', employeeCount: 0 }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('downloads a payslip by its row, and says so when it fails', async () => {
    server.use(
      http.get(
        `${BASE}/payroll/pe-1/download-payslip`,
        () =>
          new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
            headers: { 'content-type': 'application/pdf' },
          }),
      ),
      http.get(`${BASE}/payroll/pe-2/download-payslip`, () =>
        HttpResponse.json({ message: 'Payslip not found.', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderWithIntl(
      <>
        <PayslipDownloadButton
          row={{ id: 'pe-1', name: 'Ada Obi', staffId: 'DF 001' }}
          period="2026-11"
          compact
        />
        <PayslipDownloadButton row={{ id: 'pe-2', name: 'Bayo Ade', staffId: 'DF-002' }} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download the payslip of Ada Obi' }));
    await waitFor(() => expect(saved).toEqual(['payslip-2026-11-DF_001.pdf']));
    await userEvent.click(screen.getByRole('button', { name: 'Download the payslip of Bayo Ade' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The download failed. Try again.'));
    expect(saved).toHaveLength(1);
  });
});
