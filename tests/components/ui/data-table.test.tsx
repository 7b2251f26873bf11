import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DataTable, Pagination, type DataTableColumn } from '@/components/ui/data-table';

type Employee = { id: string; name: string; role: string };
const rows: Employee[] = [
  { id: 'e1', name: 'Ada', role: 'Engineer' },
  { id: 'e2', name: 'Bola', role: 'Accountant' },
  { id: 'e3', name: 'Chidi', role: 'Designer' },
];
const columns: DataTableColumn<Employee>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'role', header: 'Role', cell: (row) => <em>{row.role}</em>, className: 'w-40' },
];
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).queryAllByRole('row');

describe('DataTable', () => {
  it('renders headers and cells', () => {
    render(<DataTable columns={columns} rows={rows} getRowId={(r) => r.id} caption="Employees" />);
    expect(screen.getByRole('table', { name: 'Employees' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Role']);
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('Designer').tagName).toBe('EM');
    expect(screen.getByText('Designer').closest('td')?.className).toContain('w-40');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows skeleton rows and aria-busy while loading, not the empty state', () => {
    const { container } = render(
      <DataTable
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        isLoading
        loadingRows={4}
        emptyState="No employees yet"
      />,
    );
    expect(container.querySelector('[data-slot="data-table"]')).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(4);
    expect(container.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(8);
    expect(screen.queryByText('No employees yet')).not.toBeInTheDocument();
  });

  it('shows the empty state when loaded with no rows', () => {
    const { container } = render(
      <DataTable columns={columns} rows={[]} getRowId={(r) => r.id} emptyState={<p>No employees yet</p>} />,
    );
    expect(screen.getByText('No employees yet')).toBeInTheDocument();
    expect(screen.getByText('No employees yet').closest('td')).toHaveAttribute('colspan', '2');
    expect(container.querySelector('[data-slot="data-table"]')).not.toHaveAttribute('aria-busy');
  });

  it('has an English default empty state', () => {
    render(<DataTable columns={columns} rows={[]} getRowId={(r) => r.id} />);
    expect(screen.getByText('No results.')).toBeInTheDocument();
  });

  it('selects rows and all rows, with an indeterminate header', async () => {
    const onSelectedChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        onSelectedChange={onSelectedChange}
        getSelectRowLabel={(r) => `Select ${r.name}`}
      />,
    );
    const all = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all rows' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bola' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(['e2']);
    expect(all.indeterminate).toBe(true);
    expect(all).not.toBeChecked();
    await userEvent.click(all);
    expect(onSelectedChange).toHaveBeenLastCalledWith(['e2', 'e1', 'e3']);
    expect(all).toBeChecked();
    expect(all.indeterminate).toBe(false);
    await userEvent.click(all);
    expect(onSelectedChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'Select Ada' })).not.toBeChecked();
  });

  it('is controlled by selected and keeps ids from other pages', async () => {
    function Controlled() {
      const [selected, setSelected] = useState(['other-page']);
      return (
        <>
          <DataTable
            columns={columns}
            rows={rows}
            getRowId={(r) => r.id}
            selected={selected}
            onSelectedChange={setSelected}
          />
          <output>{selected.join(',')}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByRole('status')).toHaveTextContent('other-page,e1,e2,e3');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('other-page,e2,e3');
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');
  });

  it('scrolls horizontally on small screens', () => {
    const { container } = render(<DataTable columns={columns} rows={rows} getRowId={(r) => r.id} />);
    expect(container.querySelector('[data-slot="data-table"]')?.className).toContain('overflow-x-auto');
  });
});

describe('Pagination re-export', () => {
  it('is available from data-table', () => {
    render(<Pagination page={1} perPage={20} total={5} onPageChange={() => {}} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });
});
