'use client';

import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

export type FormControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

export type FormFieldProps = {
  label: ReactNode;
  /** A single control element (props are injected) or a render function receiving them. */
  children: ReactElement<Partial<FormControlProps>> | ((control: FormControlProps) => ReactNode);
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
};

export function FormField({ label, children, description, error, required, id, className }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;

  const control = (existing?: string): FormControlProps => ({
    id: controlId,
    'aria-invalid': error ? true : undefined,
    // Error first: screen readers read the reason before the hint.
    'aria-describedby': [errorId, descriptionId, existing].filter(Boolean).join(' ') || undefined,
    'aria-required': required ? true : undefined,
  });

  let rendered: ReactNode = null;
  if (typeof children === 'function') rendered = children(control());
  else if (isValidElement(children))
    rendered = cloneElement(children, control(children.props['aria-describedby']));

  return (
    <div data-slot="form-field" className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId} required={required}>
        {label}
      </Label>
      {rendered}
      {description ? (
        <p id={descriptionId} className="text-xs text-muted">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
