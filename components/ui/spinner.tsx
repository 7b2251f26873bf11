import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const spinnerVariants = cva(
  'inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent',
  {
    variants: {
      size: { sm: 'size-3.5', md: 'size-4', lg: 'size-6' },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** When given the spinner is announced as a status; without it the spinner is decorative. */
    label?: string;
  };

export function Spinner({ className, size, label, ...props }: SpinnerProps) {
  if (!label)
    return (
      <span
        aria-hidden="true"
        data-slot="spinner"
        className={cn(spinnerVariants({ size }), className)}
        {...props}
      />
    );
  return (
    <span role="status" data-slot="spinner" className="inline-flex" {...props}>
      <span aria-hidden="true" className={cn(spinnerVariants({ size }), className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
