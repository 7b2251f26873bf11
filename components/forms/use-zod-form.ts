'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { ApiError, errorMessage } from '@/lib/api/client';
import { isValidationKey } from '@/lib/i18n/zod-issue';

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

/** Schema messages are `validation.*` (or `<module>.validation.*`) keys; API field errors arrive already translated. */
export function useFieldErrorText() {
  const t = useTranslations();
  return (message?: string) => (isValidationKey(message) ? t(message) : message);
}

/**
 * Shows an API failure: field errors go on their fields, everything else is a toast with the server's
 * message (or the generic one).
 */
export function reportFormError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  error: unknown,
) {
  if (error instanceof ApiError && error.errors) {
    let placed = false;
    for (const [field, messages] of Object.entries(error.errors)) {
      if (field in form.getValues()) {
        form.setError(field as Path<T>, { type: 'server', message: messages[0] });
        placed = true;
      }
    }
    if (placed) return;
  }
  toast.error(errorMessage(error));
}
