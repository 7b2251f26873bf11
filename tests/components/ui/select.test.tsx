import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from '@/components/ui/select';

describe('Select', () => {
  it('renders a native select with a placeholder option', async () => {
    render(
      <Select aria-label="Currency" placeholder="Choose" defaultValue="">
        <option value="NGN">NGN</option>
        <option value="USD">USD</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose', 'NGN', 'USD']);
    await userEvent.selectOptions(select, 'USD');
    expect(select).toHaveValue('USD');
  });
});
