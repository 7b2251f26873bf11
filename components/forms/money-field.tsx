'use client';

import { useEffect, useRef, useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { NumericInput, formatNumericInput, type NumericInputProps } from '@/components/ui/numeric-input';
import { fromMinorUnits, toMinorUnits } from '@/lib/money';

/** Typed text → minor units exactly (string arithmetic); empty → undefined, unparseable or too precise → NaN for zod. */
export function majorTextToMinor(plain: string, currency: string): number | undefined {
  if (plain.trim() === '') return undefined;
  try {
    return toMinorUnits(plain, currency);
  } catch {
    return Number.NaN;
  }
}

const minorToText = (value: unknown, currency: string) =>
  typeof value === 'number' && Number.isSafeInteger(value)
    ? formatNumericInput(fromMinorUnits(value, currency))
    : '';

export type MoneyInputProps = Omit<
  NumericInputProps,
  'value' | 'defaultValue' | 'onChange' | 'onValueChange'
> & {
  /** Integer minor units (kobo, cents); anything else shows an empty box. */
  value: unknown;
  /** The typed amount in minor units: undefined when empty, NaN when not an amount of `currency`. */
  onChange: (minor: number | undefined) => void;
  currency: string;
};

/**
 * An amount typed in major units with thousands separators ("150,000.50") whose value is integer minor units
 * (the one money input: forms use `MoneyField`; a table of amounts uses this directly). The typed text is kept
 * as typed, so "12." survives; the value is re-read from it when the currency changes.
 */
export function MoneyInput({ value, onChange, currency, ...props }: MoneyInputProps) {
  const [text, setText] = useState(() => minorToText(value, currency));
  const emitted = useRef<unknown>(value);
  const lastCurrency = useRef(currency);

  // A reset (edit form prefilled, dialog reopened) replaces the text.
  useEffect(() => {
    if (Object.is(value, emitted.current)) return;
    emitted.current = value;
    setText(minorToText(value, currency));
  }, [value, currency]);

  useEffect(() => {
    if (lastCurrency.current === currency) return;
    lastCurrency.current = currency;
    const minor = majorTextToMinor(text.replace(/,/g, ''), currency);
    emitted.current = minor;
    onChange(minor);
  }, [currency, text, onChange]);

  return (
    <NumericInput
      {...props}
      value={text}
      onValueChange={(formatted, plain) => {
        setText(formatted);
        const minor = majorTextToMinor(plain, currency);
        emitted.current = minor;
        onChange(minor);
      }}
    />
  );
}

type MoneyFieldProps<T extends FieldValues, O> = {
  /** The form's control (its output may differ from its values: a schema that transforms). */
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  currency: string;
  error?: string;
  description?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** The label names the currency as " (NGN)" (default), or `label` already does in the module's own words. */
  currencyInLabel?: boolean;
};

/**
 * A react-hook-form field for an amount of money (`useZodForm`): the label names the currency, major units with
 * separators in, integer minor units out (the schema checks them as a number: `validation.amount`).
 */
export function MoneyField<T extends FieldValues, O = T>({
  control,
  name,
  label,
  currency,
  error,
  description,
  required,
  disabled,
  className,
  currencyInLabel = true,
}: MoneyFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField
          label={currencyInLabel && currency ? `${label} (${currency})` : label}
          error={error}
          description={description}
          required={required}
          className={className}
        >
          {(aria) => (
            <MoneyInput
              {...aria}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              currency={currency}
              disabled={disabled}
            />
          )}
        </FormField>
      )}
    />
  );
}
