import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One titled group of a long form: a fieldset so screen readers announce the group with each field. */
export function FormSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn('min-w-0 border-t border-line pt-4 first:border-0 first:pt-0', className)}>
      <legend className="float-left mb-3 w-full text-sm font-semibold tracking-wide text-ink uppercase">
        {title}
      </legend>
      <div className="clear-left grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
