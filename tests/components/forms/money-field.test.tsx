import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { z } from 'zod';
import { majorTextToMinor, MoneyField, MoneyInput } from '@/components/forms/money-field';
import { useZodForm } from '@/components/forms/use-zod-form';

const schema = z.object({ amount: z.number({ message: 'Enter an amount.' }).int().min(1) });

function AmountForm({
  currency,
  initial,
  onSave,
}: {
  currency: string;
  initial?: number;
  onSave: (v: unknown) => void;
}) {
  const form = useZodForm(schema, { defaultValues: { amount: initial as number } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <MoneyField
        control={form.control}
        name="amount"
        label="Amount"
        currency={currency}
        error={form.formState.errors.amount?.message}
        required
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('MoneyField (the one money input: major units with separators in, minor units out)', () => {
  it('names the currency, groups thousands as typed and saves integer minor units', async () => {
    const onSave = vi.fn();
    render(<AmountForm currency="NGN" onSave={onSave} />);
    const input = screen.getByLabelText(/Amount \(NGN\)/);
    await userEvent.type(input, '1234567.5');
    expect(input).toHaveValue('1,234,567.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]![0]).toEqual({ amount: 123_456_750 });
  });

  it('shows a saved amount in major units, and a currency without decimals as whole units', () => {
    const { unmount } = render(<AmountForm currency="NGN" initial={500_000} onSave={vi.fn()} />);
    expect(screen.getByLabelText(/Amount/)).toHaveValue('5,000.00');
    unmount();
    render(<AmountForm currency="UGX" initial={1_500_000} onSave={vi.fn()} />);
    expect(screen.getByLabelText(/Amount \(UGX\)/)).toHaveValue('1,500,000');
  });

  it('refuses an empty amount and one more precise than the currency (never rounds it)', async () => {
    const onSave = vi.fn();
    render(<AmountForm currency="NGN" onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Amount/), '10.505');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(majorTextToMinor('10.505', 'NGN')).toBeNaN();
    expect(majorTextToMinor('', 'NGN')).toBeUndefined();
    expect(majorTextToMinor('0.1', 'USD')).toBe(10);
  });

  it('MoneyInput alone (a table of amounts) reports minor units and re-reads them when the currency changes', async () => {
    const seen: (number | undefined)[] = [];
    function Row() {
      const [currency, setCurrency] = useState('USD');
      const [minor, setMinor] = useState<number | undefined>();
      return (
        <>
          <MoneyInput
            aria-label="Bonus"
            value={minor}
            currency={currency}
            onChange={(m) => (seen.push(m), setMinor(m))}
          />
          <button onClick={() => setCurrency('UGX')}>UGX</button>
        </>
      );
    }
    render(<Row />);
    await userEvent.type(screen.getByLabelText('Bonus'), '12.5');
    expect(seen.at(-1)).toBe(1250);
    await userEvent.click(screen.getByRole('button', { name: 'UGX' }));
    // "12.5" is not an amount of a currency without decimals
    expect(seen.at(-1)).toBeNaN();
  });
});
