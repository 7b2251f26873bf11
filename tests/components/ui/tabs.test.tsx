import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkTabs } from '@/components/ui/link-tabs';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { router } from '../memory-router';

vi.mock('next/navigation', () => import('../memory-router'));

describe('Tabs', () => {
  it('switches panels with click and arrow keys', async () => {
    render(
      <Tabs defaultValue="active">
        <TabsList aria-label="Employees">
          <TabsTrigger value="active">Active</TabsTrigger>
          <TabsTrigger value="in-active">In-active</TabsTrigger>
        </TabsList>
        <TabsContent value="active">Active list</TabsContent>
        <TabsContent value="in-active">Inactive list</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Active list');
    await userEvent.click(screen.getByRole('tab', { name: 'In-active' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Inactive list');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('LinkTabs', () => {
  const items = [
    { value: 'calendar', label: 'Calendar', href: '/app/leave?tab=calendar' },
    { value: 'leave-requests', label: 'Leave requests', href: '/app/leave?tab=leave-requests' },
  ];

  it('renders links with the active one marked as the current page', () => {
    render(<LinkTabs aria-label="Leave" items={items} value="leave-requests" />);
    expect(screen.getByRole('navigation', { name: 'Leave' })).toBeInTheDocument();
    const current = screen.getByRole('link', { name: 'Leave requests' });
    expect(current).toHaveAttribute('href', '/app/leave?tab=leave-requests');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('link', { name: 'Calendar' })).not.toHaveAttribute('aria-current');
  });

  it('prefetches a tab on intent (hover or focus), not on sight', async () => {
    router.prefetch.mockClear();
    render(<LinkTabs aria-label="Leave" items={items} value="leave-requests" />);
    expect(router.prefetch).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('link', { name: 'Calendar' }));
    expect(router.prefetch).toHaveBeenCalledWith('/app/leave?tab=calendar');
  });
});
