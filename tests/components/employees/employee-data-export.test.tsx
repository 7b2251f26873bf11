import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { EmployeeDataExport } from '@/components/employees/employee-data-export';
import { renderWithIntl } from '../../app/render-with-intl';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast: toasts }));

const BASE = 'http://localhost/api/v1';
const server = setupServer();
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderButton = () =>
  renderWithIntl(
    <QueryClientProvider client={new QueryClient()}>
      <EmployeeDataExport employee={{ id: 'emp-1', staffId: 'ST 001' }} />
    </QueryClientProvider>,
  );

describe('EmployeeDataExport (employee detail)', () => {
  it('downloads the zip under the employee’s file name', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${BASE}/employees/emp-1/export`, () =>
        HttpResponse.arrayBuffer(new Uint8Array([0x50, 0x4b, 3, 4]).buffer, {
          headers: { 'content-type': 'application/zip' },
        }),
      ),
    );
    const createObjectURL = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Download data (NDPA)' }));
    await waitFor(() => expect(names).toEqual(['employee-ST_001-export.zip']));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(toasts.success).toHaveBeenCalledWith(expect.stringMatching(/has been downloaded/));
    click.mockRestore();
  });

  it('shows the server’s message when the hourly limit is reached', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${BASE}/employees/emp-1/export`, () =>
        HttpResponse.json({ message: 'Please wait a while.', code: 'RATE_LIMITED' }, { status: 429 }),
      ),
    );
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Download data (NDPA)' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Please wait a while.'));
  });
});
