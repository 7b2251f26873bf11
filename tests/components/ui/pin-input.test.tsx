import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PinInput } from '@/components/ui/pin-input';

const box = (n: number, of = 6) => screen.getByRole('textbox', { name: `Digit ${n} of ${of}` });
const values = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('PinInput', () => {
  it('renders `length` labelled boxes', () => {
    render(<PinInput length={4} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(box(1, 4)).toHaveAttribute('inputmode', 'numeric');
    expect(box(4, 4)).toBeInTheDocument();
  });

  it('accepts a getLabel for translated labels', () => {
    render(<PinInput length={2} getLabel={(i, n) => `第 ${i + 1} 位，共 ${n} 位`} />);
    expect(screen.getByRole('textbox', { name: '第 2 位，共 2 位' })).toBeInTheDocument();
  });

  it('takes one character per box and advances focus', async () => {
    const onChange = vi.fn();
    render(<PinInput onChange={onChange} />);
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(box(3)).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('12');
  });

  it('rejects letters for the number type', async () => {
    const onChange = vi.fn();
    render(<PinInput onChange={onChange} />);
    await userEvent.click(box(1));
    await userEvent.keyboard('a1b');
    expect(values()).toEqual(['1', '', '', '', '', '']);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(box(2)).toHaveFocus();
  });

  it('accepts letters for the text type', async () => {
    render(<PinInput type="text" length={3} getLabel={(i) => `Char ${i + 1}`} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Char 1' }));
    await userEvent.keyboard('a1B');
    expect(values()).toEqual(['a', '1', 'B']);
  });

  it('fires onComplete once when every box is filled', async () => {
    const onComplete = vi.fn();
    render(<PinInput length={4} onComplete={onComplete} />);
    await userEvent.click(box(1, 4));
    await userEvent.keyboard('123');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('4');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('paste fills boxes from the current one and completes', async () => {
    const onComplete = vi.fn();
    render(<PinInput onComplete={onComplete} />);
    await userEvent.click(box(1));
    await userEvent.keyboard('9');
    await userEvent.paste('12-34-56-78');
    expect(values()).toEqual(['9', '1', '2', '3', '4', '5']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('912345');
    expect(box(6)).toHaveFocus();
  });

  it('paste of a full code into the first box fills everything', async () => {
    const onComplete = vi.fn();
    render(<PinInput onComplete={onComplete} />);
    await userEvent.click(box(1));
    await userEvent.paste('482913');
    expect(values()).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(onComplete).toHaveBeenCalledWith('482913');
  });

  it('typing into a later box fills the first empty box instead (no holes)', async () => {
    render(<PinInput />);
    await userEvent.click(box(4));
    await userEvent.keyboard('7');
    expect(values()).toEqual(['7', '', '', '', '', '']);
  });

  it('Backspace clears the box, then moves back', async () => {
    const onChange = vi.fn();
    render(<PinInput defaultValue="123" onChange={onChange} />);
    await userEvent.click(box(4));
    await userEvent.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '', '', '']);
    expect(box(2)).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('1');
  });

  it('replaces a filled box when typed over', async () => {
    render(<PinInput length={3} defaultValue="123" />);
    await userEvent.click(box(2, 3));
    await userEvent.keyboard('9');
    expect(values()).toEqual(['1', '9', '3']);
  });

  it('is controlled by value and sanitises it', () => {
    render(<PinInput length={4} value="1a2" />);
    expect(values()).toEqual(['1', '2', '', '']);
  });
});
