'use client';

import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { inputClassName } from './input';
import { useControllableState } from './use-controllable-state';

export type PinInputProps = {
  length?: number;
  /** 'number' accepts digits only. */
  type?: 'number' | 'text';
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Fires with the full value each time a change leaves every box filled. */
  onComplete?: (value: string) => void;
  getLabel?: (index: number, length: number) => string;
  /** Hides the characters like a password field. */
  mask?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
};

const defaultLabel = (index: number, length: number) => `Digit ${index + 1} of ${length}`;

// The value is kept contiguous (no holes): typing into a box past the first empty one fills that one.
export function PinInput({
  length = 6,
  type = 'number',
  value,
  defaultValue = '',
  onChange,
  onComplete,
  getLabel = defaultLabel,
  mask = false,
  disabled,
  autoFocus,
  name,
  id,
  className,
  'aria-label': groupLabel,
  'aria-invalid': invalid,
}: PinInputProps) {
  const sanitize = (text: string) => (type === 'number' ? text.replace(/\D/g, '') : text.replace(/\s/g, ''));
  const [current, setCurrent] = useControllableState({
    value: value === undefined ? undefined : sanitize(value).slice(0, length),
    defaultValue: sanitize(defaultValue).slice(0, length),
  });
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  const update = (next: string) => {
    if (next === current) return;
    setCurrent(next);
    onChange?.(next);
    if (next.length === length) onComplete?.(next);
  };

  // Writes `text` starting at box `index` (or the first empty box, if that comes earlier).
  const write = (index: number, text: string) => {
    const chars = sanitize(text);
    if (!chars) return;
    const start = Math.min(index, current.length);
    const next = (current.slice(0, start) + chars + current.slice(start + chars.length)).slice(0, length);
    update(next);
    focusBox(start + chars.length);
  };

  const handleChange = (index: number, typed: string) => {
    const existing = current[index] ?? '';
    if (typed === '') return update(current.slice(0, index) + current.slice(index + 1));
    // A box holding one character receives it plus the new one; longer text is autofill, treat as paste.
    if (existing && typed.length === 2 && typed.includes(existing)) {
      write(index, typed[0] === existing ? typed.slice(1) : typed.slice(0, 1));
    } else {
      write(index, typed);
    }
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (current[index]) update(current.slice(0, index) + current.slice(index + 1));
      else if (index > 0) {
        update(current.slice(0, index - 1) + current.slice(index));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(Math.min(index + 1, current.length));
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(index, event.clipboardData.getData('text'));
  };

  return (
    <div role="group" aria-label={groupLabel} id={id} className={cn('flex gap-2', className)}>
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(node) => {
            boxes.current[index] = node;
          }}
          type={mask ? 'password' : 'text'}
          inputMode={type === 'number' ? 'numeric' : 'text'}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={getLabel(index, length)}
          aria-invalid={invalid || undefined}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          value={current[index] ?? ''}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={cn(inputClassName, 'size-11 px-0 text-center text-lg font-semibold tabular-nums')}
        />
      ))}
      {name ? <input type="hidden" name={name} value={current} /> : null}
    </div>
  );
}
