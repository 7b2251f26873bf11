import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordInput } from '@/components/ui/password-input';

describe('PasswordInput', () => {
  it('toggles visibility with labelled button', async () => {
    render(<PasswordInput aria-label="Password" showLabel="Afficher" hideLabel="Masquer" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Masquer' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('has English defaults and keeps typing', async () => {
    render(<PasswordInput aria-label="Password" />);
    await userEvent.type(screen.getByLabelText('Password'), 's3cret');
    expect(screen.getByLabelText('Password')).toHaveValue('s3cret');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  });
});
