'use client';

import type { ChangeEvent } from 'react';
import { Input, type InputProps } from './input';
import { useControllableState } from './use-controllable-state';

/** Spec §5 digits-only input: strips every non-digit ("+234 801-234" → "234801234"). */
export function toDigits(raw: string): string {
  return raw.replace(/\D/g, '');
}

export type DigitsInputProps = Omit<InputProps, 'value' | 'defaultValue' | 'type' | 'onChange'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (digits: string) => void;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
};

export function DigitsInput({
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  ...props
}: DigitsInputProps) {
  const [current, setCurrent] = useControllableState({
    value: value === undefined ? undefined : toDigits(value),
    defaultValue: toDigits(defaultValue),
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = toDigits(event.target.value);
    setCurrent(digits);
    onChange?.(event);
    onValueChange?.(digits);
  };

  // type="text" (not "number") keeps leading zeros, e.g. account numbers and phone numbers.
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={current}
      onChange={handleChange}
      {...props}
    />
  );
}
