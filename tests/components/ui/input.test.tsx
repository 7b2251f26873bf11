import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from '@/components/ui/input';

describe('Input', () => {
  it('defaults to type text, merges classes and forwards ref', async () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<Input aria-label="Name" className="w-40" ref={ref} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input.className).toContain('w-40');
    expect(input.className).not.toContain('w-full');
    expect(ref.current).toBe(input);
    await userEvent.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
  });
});
