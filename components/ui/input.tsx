import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Shared field look, reused by the specialised inputs so every control lines up. */
export const inputClassName =
  'flex h-10 w-full min-w-0 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-muted/70 transition-colors focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger aria-invalid:ring-danger-50 file:border-0 file:bg-transparent file:text-sm file:font-medium';

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} data-slot="input" className={cn(inputClassName, className)} {...props} />;
}
