'use client';

import { useTranslations } from 'next-intl';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast, toastOutcome } from '@/lib/toast';
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
type ErrorTarget<T extends FieldValues> =
  | UseFormReturn<T, unknown, FieldValues>
  // the light form of a screen's first view (./use-light-form.ts)
  | { fields: readonly string[]; setError(name: string, error: { type: string; message?: string }): void };

export function reportFormError<T extends FieldValues>(form: ErrorTarget<T>, error: unknown) {
  if (error instanceof ApiError && error.errors) {
    let placed = false;
    const fields = 'fields' in form ? form.fields : Object.keys(form.getValues());
    for (const [field, messages] of Object.entries(error.errors)) {
      if (fields.includes(field)) {
        (form.setError as (name: Path<T>, e: { type: string; message?: string }) => void)(field as Path<T>, {
          type: 'server',
          message: messages[0],
        });
        placed = true;
      }
    }
    if (placed) return;
  }
  toast.error(errorMessage(error));
}

/**
 * A form's write, through the toast outcome (`toastOutcome`): the server's message as a toast, then `onDone`;
 * a failure on its fields (`reportFormError`, else a toast). Resolves either way (true when saved), so a form's
 * submit handler can await it for its pending state without an unhandled rejection.
 */
export function formOutcome<T extends FieldValues, R extends { message?: string }>(
  form: ErrorTarget<T>,
  write: Promise<R>,
  onDone?: (result: R) => void,
): Promise<boolean> {
  return toastOutcome(write, { onDone, onError: (error) => reportFormError(form, error) }).then(
    () => true,
    () => false,
  );
}
