import { render, screen } from '@testing-library/react';
import { Spinner } from '@/components/ui/spinner';

describe('Spinner', () => {
  it('is decorative without a label', () => {
    const { container } = render(<Spinner />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is announced as a status with a label', () => {
    render(<Spinner label="Loading payroll" size="lg" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading payroll');
  });
});
