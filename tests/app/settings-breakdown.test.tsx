import { fireEvent, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { SalaryBreakdownForm } from '@/components/settings/salary-breakdown-form';
import { renderWithIntl } from './render-with-intl';

const value = { basic: 5000, housing: 2500, transport: 1500, other: 1000 };

describe('SalaryBreakdownForm', () => {
  it('shows the live total and only saves when the parts add up to 100%', async () => {
    const onSave = vi.fn();
    renderWithIntl(<SalaryBreakdownForm value={value} canEdit onSave={onSave} />);
    expect(screen.getByRole('status')).toHaveTextContent('Total: 100%');
    const save = screen.getByRole('button', { name: 'Save breakdown' });
    expect(save).toBeEnabled();

    fireEvent.change(screen.getByLabelText('Basic (%)'), { target: { value: '60' } });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Total: 110% — must be exactly 100%'),
    );
    expect(save).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Housing (%)'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByLabelText('Other (%)'), { target: { value: '12.5' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Total: 100%'));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ basic: 6000, housing: 1250, transport: 1500, other: 1250 }),
    );
  });

  it('is read-only without the settings permission', () => {
    renderWithIntl(<SalaryBreakdownForm value={value} canEdit={false} onSave={vi.fn()} />);
    expect(screen.getByLabelText('Basic (%)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save breakdown' })).not.toBeInTheDocument();
  });
});
