import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { formatNumericInput, NumericInput, unformatNumericInput } from '@/components/ui/numeric-input';

describe('formatNumericInput', () => {
  it.each([
    ['1.2.3', '1.2'],
    ['abc12,3.4.5', '123.4'],
    ['1234567.89', '1,234,567.89'],
    ['1234', '1,234'],
    ['123', '123'],
    ['1000000', '1,000,000'],
    ['12.', '12.'],
    ['.5', '.5'],
    ['', ''],
    ['abc', ''],
    ['-1,234.5', '1,234.5'],
    ['₦ 9 876 543.2100', '9,876,543.2100'],
    ['1.23456789', '1.23456789'],
    ['1,234,567.89', '1,234,567.89'],
  ])('%j → %j', (raw, expected) => {
    expect(formatNumericInput(raw)).toBe(expected);
  });

  it('does not group the decimal part', () => {
    expect(formatNumericInput('1.234567')).toBe('1.234567');
  });

  it('is idempotent', () => {
    for (const raw of ['1234567.89', 'abc12,3.4.5', '12.']) {
      expect(formatNumericInput(formatNumericInput(raw))).toBe(formatNumericInput(raw));
    }
  });

  it('unformats to plain text', () => {
    expect(unformatNumericInput('1,234,567.89')).toBe('1234567.89');
  });
});

describe('NumericInput', () => {
  it('formats while typing (uncontrolled) and reports both forms', async () => {
    const onValueChange = vi.fn();
    render(<NumericInput aria-label="Amount" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1234567.8.9x');
    expect(input).toHaveValue('1,234,567.89');
    expect(onValueChange).toHaveBeenLastCalledWith('1,234,567.89', '1234567.89');
  });

  it('formats a default value', () => {
    render(<NumericInput aria-label="Amount" defaultValue="5000" />);
    expect(screen.getByRole('textbox')).toHaveValue('5,000');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('1000');
      return (
        <>
          <NumericInput aria-label="Amount" value={value} onValueChange={(_, plain) => setValue(plain)} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveValue('1,000');
    await userEvent.type(input, '0');
    expect(input).toHaveValue('10,000');
    expect(screen.getByRole('status')).toHaveTextContent('10000');
  });

  it('ignores typing when controlled without updates', async () => {
    render(<NumericInput aria-label="Amount" value="12" />);
    await userEvent.type(screen.getByRole('textbox'), '3');
    expect(screen.getByRole('textbox')).toHaveValue('12');
  });

  it('forwards ref', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<NumericInput aria-label="Amount" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });

  it('keeps the caret next to the typed digit when commas shift', async () => {
    render(<NumericInput aria-label="Amount" defaultValue="1234" />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.click(input);
    input.setSelectionRange(1, 1); // after "1"
    await userEvent.type(input, '9', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('19,234');
    expect(input.selectionStart).toBe(2);
  });
});
