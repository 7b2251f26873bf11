import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type LabelProps = ComponentProps<'label'> & {
  /** Adds a visual asterisk; the control itself should carry `required` for assistive tech. */
  required?: boolean;
};

export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <label data-slot="label" className={cn('text-sm font-medium text-ink select-none peer-disabled:opacity-50', className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      ) : null}
    </label>
  );
}
