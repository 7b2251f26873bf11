'use client';

import { useTranslations } from 'next-intl';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { ApiError, errorMessage } from '@/lib/api/client';
import { isValidationKey } from '@/lib/i18n/zod-issue';

// Kept apart from the resolver hooks so a form loading its schema lazily (use-lazy-zod-form.ts) can show
// errors without importing zod.

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
