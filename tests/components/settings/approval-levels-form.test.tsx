import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApprovalLevelsForm } from '@/components/settings/approval-levels-form';
import type { TeamMember } from '@/lib/contracts/team';
import { renderWithIntl } from '../../app/render-with-intl';

const member = (o: Partial<TeamMember>): TeamMember => ({
  userId: 'u-0',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.test',
  role: 'team_admin',
  permissions: [],
  status: 'active',
  isOwner: false,
  joinedAt: '2026-01-01T00:00:00Z',
  ...o,
});

const team = vi.hoisted(() => ({ members: [] as TeamMember[] }));
vi.mock('@/lib/queries/team', () => ({
  useTeamAdmins: () => ({ data: { members: team.members, invitations: [] } }),
}));

beforeEach(() => {
  team.members = [
    member({ userId: 'owner', firstName: 'Ola', lastName: 'Owner', role: 'employer', isOwner: true }),
    member({ userId: 'approver', firstName: 'Tunde', lastName: 'Lawal', permissions: ['payroll.approve'] }),
    member({
      userId: 'hr',
      firstName: 'Kemi',
      lastName: 'Lawal',
      permissions: ['employees', 'payroll.create'],
    }),
  ];
});

describe('Approval levels (issue 29 §3)', () => {
  it('offers only the owner and team admins who hold Approve payroll', async () => {
    const onSave = vi.fn();
    renderWithIntl(<ApprovalLevelsForm value={[]} canEdit onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a level' }));
    const select = screen.getByRole('combobox', { name: 'Level 1' });
    const names = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names.some((n) => n?.startsWith('Ola Owner'))).toBe(true);
    expect(names.some((n) => n?.startsWith('Tunde Lawal'))).toBe(true);
    expect(names.some((n) => n?.includes('Kemi'))).toBe(false);
    expect(screen.getByText(/Only the owner and team admins who hold Approve payroll/)).toBeInTheDocument();
    await userEvent.selectOptions(select, 'approver');
    await userEvent.click(screen.getByRole('button', { name: 'Save approvers' }));
    expect(onSave).toHaveBeenCalledWith([{ level: 1, userId: 'approver' }]);
  });

  it('warns about a saved level that names someone who cannot approve, and will not save it as is', () => {
    renderWithIntl(
      <ApprovalLevelsForm
        value={[{ level: 1, userId: 'hr', name: 'Kemi Lawal', email: 'kemi@example.test' }]}
        canEdit
        onSave={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Kemi Lawal does not hold Approve payroll and cannot approve: choose someone else.',
    );
    expect(screen.getByRole('button', { name: 'Save approvers' })).toBeDisabled();
  });
});
