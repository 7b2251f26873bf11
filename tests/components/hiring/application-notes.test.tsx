import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplicationNotes } from '@/components/hiring/application-notes';
import type { Application } from '@/lib/contracts/hiring';
import { renderWithIntl } from '../../app/render-with-intl';

const add = vi.hoisted(() => ({ mutateAsync: vi.fn(), isPending: false }));
vi.mock('@/lib/queries/hiring', () => ({ useAddNoteMutation: () => add }));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const application = {
  id: 'a1',
  notes: [
    {
      id: 'n1',
      text: 'Strong on logistics software.',
      authorName: 'Ada Obi',
      createdAt: '2026-11-20T09:30:00Z',
    },
  ],
} as unknown as Application;

describe('ApplicationNotes', () => {
  beforeEach(() => add.mutateAsync.mockReset().mockResolvedValue({ message: 'Note added.' }));

  it('lists the notes with their author, refuses a blank note, and saves one (Ctrl+Enter too)', async () => {
    renderWithIntl(<ApplicationNotes application={application} />);
    const list = screen.getByTestId('application-notes');
    expect(within(list).getByText('Strong on logistics software.')).toBeInTheDocument();
    expect(within(list).getByText(/Ada Obi/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write the note first.');
    expect(add.mutateAsync).not.toHaveBeenCalled();

    const box = screen.getByLabelText('New note');
    await userEvent.type(box, '  Ask about night shifts.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(add.mutateAsync).toHaveBeenCalledWith({ id: 'a1', text: 'Ask about night shifts.' });
    expect(await screen.findByLabelText('New note')).toHaveValue('');

    await userEvent.type(box, 'Second{Control>}{Enter}{/Control}');
    expect(add.mutateAsync).toHaveBeenLastCalledWith({ id: 'a1', text: 'Second' });
  });

  it('says so when there are no notes yet', () => {
    renderWithIntl(<ApplicationNotes application={{ ...application, notes: [] }} />);
    expect(screen.getByText(/No notes yet/)).toBeInTheDocument();
  });
});
