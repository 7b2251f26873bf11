import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DataListLabels, DataTable, type DataTableColumn } from '@/components/ui/data-table';

type Person = { id: string; name: string; email: string; pay: string; status: string; team: string };
const people: Person[] = [
  {
    id: 'p1',
    name: 'Ada Obi',
    email: 'ada@x.test',
    pay: 'NGN 450,000.00',
    status: 'Active',
    team: 'Finance',
  },
  {
    id: 'p2',
    name: 'Bola Ade',
    email: 'bola@x.test',
    pay: 'NGN 300,000.00',
    status: 'Suspended',
    team: 'Ops',
  },
];
const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, card: 'title' },
  { id: 'email', header: 'Email', cell: (p) => p.email, card: 'title' },
  { id: 'team', header: 'Team', cell: (p) => p.team },
  { id: 'pay', header: 'Monthly gross', cell: (p) => p.pay, card: 'figure' },
  { id: 'status', header: 'Status', cell: (p) => p.status, card: 'status' },
  { id: 'secret', header: 'Internal', cell: () => 'table only', card: 'hidden' },
  {
    id: 'edit',
    header: 'Actions',
    cell: (p) => <button type="button">Edit {p.name}</button>,
    card: 'actions',
  },
];

/** A screen `width` px wide, as matchMedia answers `(min-width: 640px)`; returns a resize. */
function screenWidth(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return current >= Number(/\d+/.exec(query)![0]);
    },
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
  return (next: number) =>
    act(() => {
      current = next;
      listeners.forEach((l) => l());
    });
}

const cards = () => screen.getAllByRole('listitem');

describe('DataTable below 640 px: a list of cards', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('shows each row as a card with its title, secondary line, figure and status, and no table', () => {
    screenWidth(390);
    render(<DataTable caption="Employees" columns={columns} rows={people} getRowId={(p) => p.id} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Employees' })).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    const ada = within(cards()[0]!);
    expect(ada.getByText('Ada Obi')).toBeInTheDocument();
    expect(ada.getByText('ada@x.test')).toBeInTheDocument();
    expect(ada.getByText('NGN 450,000.00')).toHaveAttribute('data-card-role', 'figure');
    expect(ada.getByText('Active')).toHaveAttribute('data-card-role', 'status');
    expect(ada.getByRole('button', { name: 'Edit Ada Obi' })).toBeInTheDocument();
    // details stay behind the button; hidden columns never show
    expect(ada.queryByText('Finance')).not.toBeInTheDocument();
    expect(screen.queryByText('table only')).not.toBeInTheDocument();
  });

  it('opens and closes a card’s details with a tap', async () => {
    screenWidth(390);
    render(<DataTable columns={columns} rows={people} getRowId={(p) => p.id} />);
    const card = within(cards()[1]!);
    const toggle = card.getByRole('button', { name: 'Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(region).toBeVisible();
    expect(within(region).getByText('Team')).toBeInTheDocument();
    expect(within(region).getByText('Ops')).toBeInTheDocument();
    // the other card stays closed
    expect(within(cards()[0]!).queryByText('Finance')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(card.queryByText('Ops')).not.toBeInTheDocument();
  });

  it('opens details from the keyboard: Tab reaches the button, Enter and Space toggle it', async () => {
    screenWidth(390);
    render(<DataTable columns={columns} rows={people.slice(0, 1)} getRowId={(p) => p.id} />);
    const toggle = screen.getByRole('button', { name: 'Details' });
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Finance')).toBeVisible();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Finance')).not.toBeInTheDocument();
  });

  it('takes the first column as the title when none is named, and names Details in the app’s language', () => {
    screenWidth(390);
    const plain: DataTableColumn<Person>[] = [
      { id: 'name', header: 'Name', cell: (p) => p.name },
      { id: 'team', header: 'Team', cell: (p) => p.team },
    ];
    render(
      <DataListLabels.Provider value={{ details: '详情' }}>
        <DataTable columns={plain} rows={people.slice(0, 1)} getRowId={(p) => p.id} />
      </DataListLabels.Provider>,
    );
    expect(within(cards()[0]!).getByText('Ada Obi').className).toContain('font-medium');
    expect(screen.getByRole('button', { name: '详情' })).toBeInTheDocument();
  });

  it('selects rows from the cards, and all of them at once', async () => {
    screenWidth(390);
    const onSelectedChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={people}
        getRowId={(p) => p.id}
        onSelectedChange={onSelectedChange}
        selectAllLabel="Select all"
        getSelectRowLabel={(p) => `Select ${p.name}`}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bola Ade' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(['p2']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(['p2', 'p1']);
  });

  it('shows placeholder cards while loading and the empty state when there are no rows', () => {
    screenWidth(390);
    const { container, rerender } = render(
      <DataTable columns={columns} rows={[]} getRowId={(p) => p.id} isLoading loadingRows={3} />,
    );
    expect(container.querySelector('[data-slot="data-cards"]')).toHaveAttribute('aria-busy', 'true');
    expect(cards()).toHaveLength(3);
    rerender(<DataTable columns={columns} rows={[]} getRowId={(p) => p.id} emptyState="Nobody yet" />);
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
  });

  it('shows an opened row’s extra content at the card’s foot, and as a full-width row in the table', () => {
    const resize = screenWidth(390);
    render(
      <DataTable
        columns={columns}
        rows={people}
        getRowId={(p) => p.id}
        expandedRow={(p) => (p.id === 'p2' ? <p>Payments of {p.name}</p> : null)}
      />,
    );
    expect(within(cards()[1]!).getByText('Payments of Bola Ade')).toBeInTheDocument();
    expect(within(cards()[0]!).queryByText(/Payments of/)).not.toBeInTheDocument();
    resize(1280);
    const cell = screen.getByText('Payments of Bola Ade').closest('td')!;
    expect(cell).toHaveAttribute('colspan', String(columns.length));
  });

  it('shows the columns’ totals under the cards, and as the table’s footer row', () => {
    const resize = screenWidth(390);
    const withTotals: DataTableColumn<Person>[] = [
      { id: 'name', header: 'Name', cell: (p) => p.name, card: 'title', footer: 'Total' },
      { id: 'team', header: 'Team', cell: (p) => p.team, footer: '2 teams' },
      { id: 'pay', header: 'Monthly gross', cell: (p) => p.pay, card: 'figure', footer: 'NGN 750,000.00' },
    ];
    const { container } = render(<DataTable columns={withTotals} rows={people} getRowId={(p) => p.id} />);
    const totals = within(container.querySelector<HTMLElement>('[data-slot="data-card-totals"]')!);
    expect(totals.getByText('Total')).toBeInTheDocument();
    expect(totals.getByText('NGN 750,000.00')).toBeInTheDocument();
    expect(totals.getByText('Team')).toBeInTheDocument();
    resize(1280);
    const footer = screen.getAllByRole('rowgroup')[2]!;
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Total', '2 teams', 'NGN 750,000.00']);
  });

  it('turns into the table when the screen widens, and back', () => {
    const resize = screenWidth(390);
    render(<DataTable columns={columns} rows={people} getRowId={(p) => p.id} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    resize(1280);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    // the table keeps every column, the hidden-in-card one too
    expect(screen.getByText('Internal')).toBeInTheDocument();
    resize(600);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('DataTable on the server', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('sends both layouts, CSS showing one per width, and hydrates on a phone without a mismatch', async () => {
    const list = <DataTable caption="People" columns={columns} rows={people} getRowId={(p) => p.id} />;
    const html = renderToString(list);
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('[data-slot="data-table"]')!.className).toMatch(/\bhidden sm:block\b/);
    expect(host.querySelector('[data-slot="data-cards"]')!.className).toMatch(/\bsm:hidden\b/);

    screenWidth(390);
    document.body.appendChild(host);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(host, list, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // once hydrated, the phone keeps only the cards
    expect(host.querySelector('[data-slot="data-table"]')).toBeNull();
    expect(host.querySelector('[data-slot="data-cards"]')).not.toBeNull();
    host.remove();
  });
});
