import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clampNumber, NumberField, parseLocaleNumber } from '@/components/ui/number-field';

describe('clampNumber', () => {
  it.each([
    [5, 0, 10, 5],
    [-1, 0, 10, 0],
    [11, 0, 10, 10],
    [11, undefined, 10, 10],
    [-99, undefined, 10, -99],
    [99, 0, undefined, 99],
    [3, undefined, undefined, 3],
  ])('clampNumber(%s, %s, %s) = %s', (value, min, max, expected) => {
    expect(clampNumber(value, min, max)).toBe(expected);
  });
});

describe('parseLocaleNumber', () => {
  it('reads en-US and de-DE formatted text', () => {
    expect(parseLocaleNumber('1,234.5', 'en-US')).toBe(1234.5);
    expect(parseLocaleNumber('1.234,5', 'de-DE')).toBe(1234.5);
    expect(parseLocaleNumber('', 'en-US')).toBeNull();
    expect(parseLocaleNumber('abc', 'en-US')).toBeNull();
    expect(parseLocaleNumber('-7', 'en-US')).toBe(-7);
  });
});

const field = () => screen.getByRole('spinbutton', { name: 'Days' });

describe('NumberField', () => {
  it('steps by 1 with the arrow keys by default', async () => {
    const onValueChange = vi.fn();
    render(<NumberField aria-label="Days" defaultValue={5} onValueChange={onValueChange} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}');
    expect(field()).toHaveValue('6');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field()).toHaveValue('4');
    expect(onValueChange).toHaveBeenLastCalledWith(4);
    expect(field()).toHaveAttribute('aria-valuenow', '4');
  });

  it('steps by 10 with PageUp and PageDown', async () => {
    render(<NumberField aria-label="Days" defaultValue={5} />);
    await userEvent.click(field());
    await userEvent.keyboard('{PageUp}');
    expect(field()).toHaveValue('15');
    await userEvent.keyboard('{PageDown}{PageDown}');
    expect(field()).toHaveValue('-5');
  });

  it('uses a custom step and largeStep without float noise', async () => {
    render(<NumberField aria-label="Days" defaultValue={0.1} step={0.2} largeStep={5} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}');
    expect(field()).toHaveAttribute('aria-valuenow', '0.3');
    await userEvent.keyboard('{PageUp}');
    expect(field()).toHaveAttribute('aria-valuenow', '5.3');
  });

  it('clamps keys, buttons and typed values to min and max', async () => {
    const onValueChange = vi.fn();
    render(<NumberField aria-label="Days" defaultValue={8} min={0} max={10} onValueChange={onValueChange} />);
    await userEvent.click(field());
    await userEvent.keyboard('{PageUp}');
    expect(field()).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await userEvent.keyboard('{PageDown}{PageDown}');
    expect(field()).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await userEvent.clear(field());
    await userEvent.type(field(), '250{Enter}');
    expect(field()).toHaveValue('10');
    await userEvent.clear(field());
    await userEvent.type(field(), '-3');
    await userEvent.tab();
    expect(field()).toHaveValue('0');
    expect(onValueChange).toHaveBeenLastCalledWith(0);
    await userEvent.click(field());
    await userEvent.keyboard('{End}');
    expect(field()).toHaveValue('10');
    await userEvent.keyboard('{Home}');
    expect(field()).toHaveValue('0');
  });

  it('has labelled increment and decrement buttons', async () => {
    render(<NumberField aria-label="Days" defaultValue={1} incrementLabel="加" decrementLabel="减" />);
    await userEvent.click(screen.getByRole('button', { name: '加' }));
    await userEvent.click(screen.getByRole('button', { name: '加' }));
    expect(field()).toHaveValue('3');
    await userEvent.click(screen.getByRole('button', { name: '减' }));
    expect(field()).toHaveValue('2');
  });

  it('formats with en-US by default and with another locale on request', () => {
    const { rerender } = render(<NumberField aria-label="Days" value={1234567.5} />);
    expect(field()).toHaveValue('1,234,567.5');
    rerender(<NumberField aria-label="Days" value={1234567.5} locale="de-DE" />);
    expect(field()).toHaveValue('1.234.567,5');
  });

  it('reports null when cleared and starts from min when empty', async () => {
    const onValueChange = vi.fn();
    render(<NumberField aria-label="Days" defaultValue={3} min={2} onValueChange={onValueChange} />);
    await userEvent.clear(field());
    await userEvent.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(field()).toHaveValue('');
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}');
    expect(field()).toHaveValue('2');
  });

  it('is controlled by value', async () => {
    const onValueChange = vi.fn();
    render(<NumberField aria-label="Days" value={4} onValueChange={onValueChange} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}');
    expect(onValueChange).toHaveBeenCalledWith(5);
    expect(field()).toHaveValue('4');
  });

  it('does nothing when disabled', async () => {
    render(<NumberField aria-label="Days" defaultValue={4} disabled />);
    expect(field()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
  });
});
