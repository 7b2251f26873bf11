import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { ImportAddonsButton } from '@/components/employees/bulk/import-addons-button';
import { ImportEmployeesButton } from '@/components/employees/bulk/import-employees-button';
import { ApiError } from '@/lib/api/client';
import { useBulkEmployeesStore } from '@/lib/stores/bulk-employees';
import { loadMessages } from '@/lib/i18n/catalog';

const messages = loadMessages('en-GB');

const state = vi.hoisted(() => ({
  push: vi.fn(),
  validateFile: vi.fn(),
  importAddons: vi.fn(),
  downloadTemplate: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}));

vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), push: state.push }) }));
vi.mock('react-toastify', () => ({ toast: state.toast }));
vi.mock('@/lib/queries/account', () => ({
  useMe: () => ({ data: { currentUserRole: { organization: { id: 'org-1' } } } }),
}));
vi.mock('@/lib/api/employees-import', () => ({
  validateEmployeesFile: state.validateFile,
  importAddonsFile: state.importAddons,
  downloadEmployeesTemplate: state.downloadTemplate,
  downloadAddonsTemplate: state.downloadTemplate,
  validateEmployeeRows: vi.fn(),
  importEmployees: vi.fn(),
}));

function renderUi(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <NextIntlClientProvider locale="en-GB" messages={messages}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const sheet = () =>
  new File(['PK'], 'staff.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

beforeEach(() => {
  vi.clearAllMocks();
  useBulkEmployeesStore.getState().clear();
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
});

describe('ImportEmployeesButton', () => {
  it('downloads the template, uploads the sheet, holds the report and opens the bulk screen', async () => {
    const user = userEvent.setup();
    const report = {
      valid: false,
      total: 1,
      rows: [{ row: 2, staffId: 'S-1' }],
      errors: [{ row: 2, column: 'email', message: 'This field is required.' }],
    };
    state.validateFile.mockResolvedValue({ message: 'Sheet checked.', data: report });
    state.downloadTemplate.mockResolvedValue(new Blob(['xlsx']));
    renderUi(<ImportEmployeesButton />);

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import employees' });
    await user.click(within(dialog).getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(state.downloadTemplate).toHaveBeenCalled());
    expect(URL.createObjectURL).toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Upload and check' }));
    expect(within(dialog).getByText('Choose a spreadsheet first.')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText(/Spreadsheet/), sheet());
    await user.click(within(dialog).getByRole('button', { name: 'Upload and check' }));
    await waitFor(() => expect(state.push).toHaveBeenCalledWith('/app/employees/bulk'));
    expect(state.validateFile.mock.calls[0]![0]).toBeInstanceOf(File);
    expect(useBulkEmployeesStore.getState()).toMatchObject({
      rows: report.rows,
      errors: report.errors,
      fileName: 'staff.xlsx',
    });
  });

  it('shows why a file was refused under the picker', async () => {
    const user = userEvent.setup();
    state.validateFile.mockRejectedValue(
      new ApiError('Invalid', 422, 'VALIDATION_FAILED', { file: ['Upload an Excel workbook (.xlsx).'] }),
    );
    renderUi(<ImportEmployeesButton />);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText(/Spreadsheet/), sheet());
    await user.click(within(dialog).getByRole('button', { name: 'Upload and check' }));
    expect(await within(dialog).findByText('Upload an Excel workbook (.xlsx).')).toBeInTheDocument();
    expect(state.push).not.toHaveBeenCalled();
  });
});

describe('ImportAddonsButton', () => {
  it('lists a refused sheet’s errors by row and column', async () => {
    const user = userEvent.setup();
    state.importAddons.mockRejectedValue(
      new ApiError('The sheet has errors (1): nothing was imported.', 422, 'VALIDATION_FAILED', {
        '3.staffId': ['No employee with staff ID "X-1".'],
      }),
    );
    renderUi(<ImportAddonsButton />);
    await user.click(screen.getByRole('button', { name: 'Import bonuses & deductions' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText(/Spreadsheet/), sheet());
    await user.click(within(dialog).getByRole('button', { name: 'Upload and add' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('1 error');
    expect(alert).toHaveTextContent('Row 3 · Staff ID: No employee with staff ID "X-1".');
  });
});
