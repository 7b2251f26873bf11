import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { EmployeePicker, type EmployeePickerProps } from '@/components/employees/employee-picker';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { lookupEmployees } from '@/lib/api/employees';
import type { EmployeeLookupQuery } from '@/lib/contracts/employees';
import { envelope, me, renderScreen, summary } from './helpers';

vi.mock('@/lib/api/employees');
vi.mock('@/lib/queries/account', () => ({ useMe: () => me }));

// 60 active employees, as in the demo organisation; the server searches name, staff ID and email.
const staff = Array.from({ length: 60 }, (_, i) =>
  summary({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    staffId: `DF-${String(i + 1).padStart(3, '0')}`,
    firstName: i === 59 ? 'Zainab' : `Person${i + 1}`,
    lastName: i === 59 ? 'Usman' : 'Staff',
    email: `p${i + 1}@demofoods.test`,
  }),
);
const sixtieth = staff[59]!;

function answer(query: EmployeeLookupQuery = {}) {
  const term = query.search?.toLowerCase();
  const hits = term
    ? staff.filter((e) => `${e.firstName} ${e.lastName} ${e.email} ${e.staffId}`.toLowerCase().includes(term))
    : staff;
  const page = Number(query.page ?? 1);
  const perPage = Number(query.perPage ?? 20);
  return Promise.resolve(
    envelope(hits.slice((page - 1) * perPage, page * perPage), {
      page,
      perPage,
      total: hits.length,
      totalPages: Math.max(1, Math.ceil(hits.length / perPage)),
    }),
  );
}

beforeEach(() => vi.mocked(lookupEmployees).mockReset().mockImplementation(answer));

function Single(props: Partial<Extract<EmployeePickerProps, { multiple?: false }>>) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <form onSubmit={(e) => (e.preventDefault(), submitted())}>
      <label htmlFor="who">Employee</label>
      <EmployeePicker id="who" value={value} onChange={setValue} {...props} />
      <output data-testid="value">{value ?? 'none'}</output>
    </form>
  );
}
const submitted = vi.fn();

function Multi({
  unavailable,
}: {
  unavailable?: Extract<EmployeePickerProps, { multiple: true }>['unavailable'];
}) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <label htmlFor="panel">Interviewers</label>
      <EmployeePicker id="panel" multiple value={value} onChange={setValue} unavailable={unavailable} />
      <output data-testid="value">{value.join(',') || 'none'}</output>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Employee' });

describe('EmployeePicker', () => {
  it('searches the whole organisation on the server with the typed term and finds the 60th employee', async () => {
    renderScreen(<Single />);
    await userEvent.click(box());
    const list = await screen.findByRole('listbox');
    // the first page of the unfiltered list: 20 of 60, with the rest a page away
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(20));
    expect(screen.getByText('Showing 20 of 60')).toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: /Zainab Usman/ })).toBeNull();

    await userEvent.type(box(), 'zainab');
    const found = await within(list).findByRole('option', { name: /Zainab Usman/ });
    expect(lookupEmployees).toHaveBeenLastCalledWith({ search: 'zainab', page: 1, perPage: 20 });
    expect(within(list).getAllByRole('option')).toHaveLength(1);

    await userEvent.click(found);
    expect(screen.getByTestId('value')).toHaveTextContent(sixtieth.id);
    expect(box()).toHaveValue('Zainab Usman');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('pages through everyone: "Show more" and ↓ onto the last row load the next page', async () => {
    renderScreen(<Single />);
    await userEvent.click(box());
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(40));
    expect(lookupEmployees).toHaveBeenLastCalledWith({
      search: undefined,
      page: 2,
      perPage: 20,
    });

    expect(box()).toHaveFocus();
    for (let i = 0; i < 40; i++) await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[39]!.id);
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByText('Showing 60 of 60')).toBeInTheDocument();
  });

  it('is driven from the keyboard: ↓/↑ move the active option, Enter picks it without submitting, Escape closes', async () => {
    renderScreen(<Single />);
    box().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(20));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const second = within(list).getByRole('option', { name: /Person2 Staff/ });
    expect(box()).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByTestId('value')).toHaveTextContent(staff[1]!.id);
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('value')).toHaveTextContent(staff[1]!.id);
  });

  it('typing then Enter picks the first match', async () => {
    renderScreen(<Single />);
    await userEvent.type(box(), 'DF-060');
    await screen.findByRole('option', { name: /Zainab Usman/ });
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent(sixtieth.id);
  });

  it('leaves out excluded people and clears an optional choice', async () => {
    renderScreen(<Single exclude={[staff[0]!.id]} clearable known={[staff[2]!]} />);
    await userEvent.click(box());
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(0));
    expect(within(list).queryByRole('option', { name: /Person1 Staff/ })).toBeNull();
    await userEvent.click(within(list).getByRole('option', { name: /Person3 Staff/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear the choice' }));
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('picks several people across searches, shows them as chips, and removes one', async () => {
    renderScreen(<Multi unavailable={(e) => (e.id === staff[4]!.id ? 'On the panel' : null)} />);
    const field = screen.getByRole('combobox', { name: 'Interviewers' });
    await userEvent.click(field);
    const list = await screen.findByRole('listbox');
    expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(20));
    await userEvent.click(within(list).getByRole('option', { name: /Person1 Staff/ }));
    // someone unavailable is listed but cannot be picked
    const blocked = within(list).getByRole('option', { name: /Person5 Staff/ });
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(blocked);

    await userEvent.type(field, 'zainab');
    await userEvent.click(await within(list).findByRole('option', { name: /Zainab Usman/ }));
    expect(screen.getByTestId('value')).toHaveTextContent(`${staff[0]!.id},${sixtieth.id}`);
    expect(within(list).getByRole('option', { name: /Zainab Usman/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const chips = screen.getByRole('list', { name: '2 people chosen' });
    expect(within(chips).getByText('Person1 Staff')).toBeInTheDocument();
    expect(within(chips).getByText('Zainab Usman')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Person1 Staff' }));
    expect(screen.getByTestId('value')).toHaveTextContent(sixtieth.id);
    // Backspace on an empty search removes the last chip
    await userEvent.clear(field);
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('in a dialog, Escape closes the list first and only then the dialog', async () => {
    const onOpenChange = vi.fn();
    renderScreen(
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogTitle>Schedule</DialogTitle>
          <Single />
        </DialogContent>
      </Dialog>,
    );
    await userEvent.click(box());
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
