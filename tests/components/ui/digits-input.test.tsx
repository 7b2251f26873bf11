import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DigitsInput, toDigits } from '@/components/ui/digits-input';

describe('toDigits', () => {
  it.each([
    ['abc123', '123'],
    ['+234 801-234-5678', '2348012345678'],
    ['1.5', '15'],
    ['٣', ''],
    ['', ''],
    ['007', '007'],
  ])('%j → %j', (raw, expected) => {
    expect(toDigits(raw)).toBe(expected);
  });
});

describe('DigitsInput', () => {
  it('rejects letters and keeps leading zeros', async () => {
    const onValueChange = vi.fn();
    render(<DigitsInput aria-label="Account number" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Account number' });
    await userEvent.type(input, '0a1b-2 c');
    expect(input).toHaveValue('012');
    expect(onValueChange).toHaveBeenLastCalledWith('012');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('strips a pasted value and a controlled value', async () => {
    const { rerender } = render(<DigitsInput aria-label="Phone" />);
    const input = screen.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('+234 (801) 555');
    expect(input).toHaveValue('234801555');
    rerender(<DigitsInput aria-label="Phone" value="12-34" />);
    expect(input).toHaveValue('1234');
  });
});
