import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type LabelProps = ComponentProps<'label'> & {
  /** Adds a visual asterisk; the control itself should carry `required` for assistive tech. */
  required?: boolean;
};

export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <label
      data-slot="label"
      data-required={required ? '' : undefined}
      // The asterisk is CSS content, so the accessible name (and getByLabel) stays exactly the label text.
      className={cn(
        'text-sm font-medium text-ink select-none peer-disabled:opacity-50',
        required && "after:ml-0.5 after:text-danger after:content-['*']",
        className,
      )}
      {...props}
    >
      {children}
    </label>
  );
}
