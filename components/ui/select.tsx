import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { ChevronDownIcon } from './icons';
import { inputClassName } from './input';

export type SelectProps = ComponentProps<'select'> & {
  /** Rendered as a first, empty option (value ""). */
  placeholder?: string;
};

// A styled native <select>: best keyboard, screen-reader and mobile support for plain choices.
export function Select({ className, placeholder, children, ...props }: SelectProps) {
  return (
    <div className="relative w-full">
      <select
        data-slot="select"
        className={cn(inputClassName, 'cursor-pointer appearance-none pr-9', className)}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted" />
    </div>
  );
}
