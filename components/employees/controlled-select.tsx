'use client';

import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Select } from '@/components/ui/select';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  placeholder?: string;
  children: ReactNode;
  id?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

/**
 * A select bound to the form's value rather than to the DOM: its options (departments, banks) often arrive
 * after the form is prefilled, and an uncontrolled select would then show — and submit — the first option.
 * An empty choice is null.
 */
export function ControlledSelect<T extends FieldValues>({
  control,
  name,
  placeholder,
  children,
  ...aria
}: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...aria}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | null) ?? ''}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
          placeholder={placeholder}
        >
          {children}
        </Select>
      )}
    />
  );
}
