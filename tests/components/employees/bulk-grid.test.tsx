import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BulkImportScreen } from '@/components/employees/bulk/bulk-import-screen';
import type { ImportReport } from '@/lib/contracts/employees';
import { useBulkEmployeesStore } from '@/lib/stores/bulk-employees';
import { loadMessages } from '@/lib/i18n/catalog';
import { currentUrl, router, setUrl } from '../memory-router';

const messages = loadMessages('en-GB');

const state = vi.hoisted(() => ({
  validateRows: vi.fn(),
  importRows: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}));

vi.mock('next/navigation', () => import('../memory-router'));
vi.mock('react-toastify', () => ({ toast: state.toast }));
vi.mock('@/lib/queries/account', () => ({
  useMe: () => ({ data: { currentUserRole: { organization: { id: 'org-1' } } } }),
}));
vi.mock('@/lib/api/employees-import', () => ({
  validateEmployeeRows: state.validateRows,
  importEmployees: state.importRows,
  validateEmployeesFile: vi.fn(),
  downloadEmployeesTemplate: vi.fn(),
  downloadAddonsTemplate: vi.fn(),
  importAddonsFile: vi.fn(),
}));

function renderScreen(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <NextIntlClientProvider locale="en-GB" messages={messages}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const row = (n: number, o: Record<string, string> = {}) => ({
  row: n,
  staffId: `S-${n}`,
  firstName: 'Ada',
  lastName: `Obi ${n}`,
  email: `ada${n}@x.test`,
  startDate: '2026-01-05',
  basic: '250000.00',
  ...o,
});

const report = (rows: Record<string, unknown>[], errors: ImportReport['errors'] = []): ImportReport => ({
  valid: errors.length === 0,
  total: rows.length,
  rows,
  errors,
});

beforeEach(() => {
  vi.clearAllMocks();
  setUrl('/app/employees/bulk');
  act(() => useBulkEmployeesStore.getState().clear());
});

describe('BulkImportScreen', () => {
  it('goes back to the employees list when no report is held', async () => {
    const { container } = renderScreen(<BulkImportScreen />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/app/employees'));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows errors on their cells, filters to them, and imports once a fixed sheet validates', async () => {
    const user = userEvent.setup();
    useBulkEmployeesStore
      .getState()
      .setReport(
        report(
          [row(2), row(3, { email: 'nope' }), row(4)],
          [{ row: 3, column: 'email', message: 'Enter a valid email address.' }],
        ),
        'staff.xlsx',
      );
    renderScreen(<BulkImportScreen />);

    expect(screen.getByText('3 rows from staff.xlsx')).toBeInTheDocument();
    expect(screen.getByText('1 error')).toBeInTheDocument();
    const bad = screen.getByRole('textbox', { name: 'Email, row 3' });
    expect(bad).toHaveValue('nope');
    expect(bad).toHaveAttribute('aria-invalid', 'true');
    expect(bad).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByRole('textbox', { name: 'Email, row 2' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Import 3 employees' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Only rows with errors' }));
    const grid = screen.getByRole('region', { name: 'Rows to import' });
    expect(within(grid).getAllByRole('row')).toHaveLength(2); // header + row 3
    expect(within(grid).getByRole('rowheader', { name: '3' })).toBeInTheDocument();

    await user.clear(bad);
    await user.type(bad, 'ada3@x.test');
    expect(screen.getByText('You changed some cells: validate again before importing.')).toBeInTheDocument();
    expect(useBulkEmployeesStore.getState().rows[1]).toMatchObject({ row: 3, email: 'ada3@x.test' });

    const fixedRows = useBulkEmployeesStore.getState().rows;
    state.validateRows.mockResolvedValue({ message: 'ok', data: report(fixedRows) });
    await user.click(screen.getByRole('button', { name: 'Validate again' }));
    await waitFor(() => expect(screen.getByText('No errors')).toBeInTheDocument());
    expect(state.validateRows).toHaveBeenCalledWith(fixedRows);
    expect(state.toast.success).toHaveBeenCalledWith('Every row is valid.');
    expect(screen.getByText('No rows with errors.')).toBeInTheDocument();

    state.importRows.mockResolvedValue({ message: 'Employees imported.', data: { imported: 3 } });
    await user.click(screen.getByRole('button', { name: 'Import 3 employees' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Import 3 employees?' });
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 employees' }));
    await waitFor(() => expect(state.importRows).toHaveBeenCalledWith(fixedRows));
    expect(state.toast.success).toHaveBeenCalledWith('Employees imported.');
    expect(router.replace).toHaveBeenCalledWith('/app/employees');
    expect(useBulkEmployeesStore.getState().rows).toEqual([]);
  });

  it('moves between rows with the arrow keys and pages a long sheet', async () => {
    const user = userEvent.setup();
    useBulkEmployeesStore.getState().setReport(report(Array.from({ length: 120 }, (_, i) => row(i + 2))));
    renderScreen(<BulkImportScreen />);
    expect(screen.getAllByRole('textbox', { name: /^Staff ID, row/ })).toHaveLength(50);
    await user.click(screen.getByRole('textbox', { name: 'Staff ID, row 2' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('textbox', { name: 'Staff ID, row 3' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('51–100 of 120')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Staff ID, row 52' })).toBeInTheDocument();
    // The page lives in the URL: a reload or Back shows the same rows.
    expect(currentUrl()).toBe('/app/employees/bulk?page=2');
  });

  it('asks before discarding edits, then clears the list', async () => {
    const user = userEvent.setup();
    useBulkEmployeesStore.getState().setReport(report([row(2)]));
    renderScreen(<BulkImportScreen />);
    await user.type(screen.getByRole('textbox', { name: 'First name, row 2' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this import?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/app/employees'));
    expect(useBulkEmployeesStore.getState().rows).toEqual([]);
  });
});
