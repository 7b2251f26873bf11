import { screen } from '@testing-library/react';
import { LeaveFrame } from '@/components/leave/leave-frame';
import { renderWithIntl } from './render-with-intl';

describe('LeaveFrame', () => {
  it('shows the four leave tabs with the calendar active by default', () => {
    renderWithIntl(<LeaveFrame searchParams={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Leave' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Leave' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((t) => t.textContent)).toEqual([
      'Calendar',
      'Leave requests',
      'Employees on leave',
      'Settings',
    ]);
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Nothing on the calendar')).toBeInTheDocument();
  });

  it('shows the leave requests empty state on that tab', () => {
    renderWithIntl(<LeaveFrame searchParams={{ tab: 'leave-requests' }} />);
    expect(screen.getByRole('link', { name: 'Leave requests' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/app/leave?tab=calendar');
    expect(screen.getByText('No leave requests')).toBeInTheDocument();
  });
});
