import { render, screen } from '@testing-library/react';
import { Textarea } from '@/components/ui/textarea';

describe('Textarea', () => {
  it('renders 4 rows by default and accepts overrides', () => {
    const { rerender } = render(<Textarea aria-label="Notes" />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('rows', '4');
    rerender(<Textarea aria-label="Notes" rows={2} />);
    expect(screen.getByRole('textbox')).toHaveAttribute('rows', '2');
  });
});
