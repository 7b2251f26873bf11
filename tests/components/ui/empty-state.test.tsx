import { render, screen } from '@testing-library/react';
import { EmptyState } from '@/components/ui/empty-state';

describe('EmptyState', () => {
  it('shows icon, title, description and action', () => {
    render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No employees"
        description="Add one"
        action={<button>Add</button>}
      />,
    );
    expect(screen.getByText('No employees')).toBeInTheDocument();
    expect(screen.getByText('Add one')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });

  it('omits optional parts', () => {
    const { container } = render(<EmptyState title="Nothing" />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
