'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/** react-hook-form driven by a contract schema (the same one the API validates with). */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  props: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...props,
    resolver: zodResolver(schema),
  });
}

export { formOutcome, reportFormError, useFieldErrorText } from './form-errors';
