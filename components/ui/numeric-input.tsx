'use client';

import { useLayoutEffect, useMemo, useRef, type ChangeEvent } from 'react';
import { Input, type InputProps } from './input';
import { mergeRefs, useControllableState } from './use-controllable-state';

/**
 * Spec §5 numeric input: keeps digits and one dot, drops extra dot parts ("1.2.3" → "1.2") and puts
 * comma thousands separators in the integer part ("1234567.89" → "1,234,567.89").
 */
export function formatNumericInput(raw: string): string {
  const [integer = '', decimal, ..._extra] = raw.replace(/[^\d.]/g, '').split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // A trailing dot is kept so "12." can be typed on the way to "12.5".
  return decimal === undefined ? grouped : `${grouped}.${decimal}`;
}

/** The formatted text without separators, ready for toMinorUnits or Number: "1,234.5" → "1234.5". */
export function unformatNumericInput(formatted: string): string {
  return formatted.replace(/,/g, '');
}

export type NumericInputProps = Omit<InputProps, 'value' | 'defaultValue' | 'type' | 'onChange'> & {
  value?: string;
  defaultValue?: string;
  /** Receives the formatted text and the same text without commas. */
  onValueChange?: (formatted: string, plain: string) => void;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
};

// Counts the characters that survive formatting, to put the caret back after commas move.
const countKept = (text: string) => text.replace(/[^\d.]/g, '').length;

export function NumericInput({
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  ref,
  ...props
}: NumericInputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const [current, setCurrent] = useControllableState({
    value: value === undefined ? undefined : formatNumericInput(value),
    defaultValue: formatNumericInput(defaultValue),
  });
  const refs = useMemo(() => mergeRefs(inputRef, ref), [ref]);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    let kept = 0;
    let position = 0;
    while (position < current.length && kept < caret.current) {
      if (/[\d.]/.test(current[position] ?? '')) kept += 1;
      position += 1;
    }
    input.setSelectionRange(position, position);
    caret.current = null;
  }, [current]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: typed, selectionStart } = event.target;
    const formatted = formatNumericInput(typed);
    caret.current =
      selectionStart === null ? null : countKept(formatNumericInput(typed.slice(0, selectionStart)));
    setCurrent(formatted);
    onChange?.(event);
    onValueChange?.(formatted, unformatNumericInput(formatted));
  };

  return (
    <Input
      ref={refs}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={current}
      onChange={handleChange}
      {...props}
    />
  );
}
