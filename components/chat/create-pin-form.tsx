'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { reportFormError, useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PinInput } from '@/components/ui/pin-input';
import { createPin } from '@/lib/api/chat';
import { errorMessage, hasErrorCode } from '@/lib/api/client';
import { createPinFormSchema } from '@/lib/contracts/chat';
import { useKeyedErrorText } from './message-text';

/** /create-pin/{token}: the 4-digit approval PIN, entered twice; the link works once. */
export function CreatePinForm({ token }: { token: string }) {
  const t = useTranslations('chat.createPin');
  const errorText = useKeyedErrorText();
  const [done, setDone] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const form = useZodForm(createPinFormSchema, { defaultValues: { pin: '', confirmPin: '' } });
  const mutation = useMutation({
    mutationFn: (pin: string) => createPin(token, { pin }),
    onSuccess: ({ message }) => setDone(message),
    onError: (e) => (hasErrorCode(e, 'NOT_FOUND') ? setInvalid(errorMessage(e)) : reportFormError(form, e)),
  });
  const { errors } = form.formState;
  const digitLabel = (i: number, n: number) => `${t('pin')} ${i + 1}/${n}`;

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold text-ink">{t('title')}</h1>
        <p className="text-sm text-muted">{t('description')}</p>
      </div>
      {done ? (
        <p role="status" className="rounded-md bg-success/10 p-3 text-sm text-success-700">
          {t('done')}
        </p>
      ) : invalid ? (
        <p role="alert" className="rounded-md bg-danger-50 p-3 text-sm text-danger">
          {invalid} {t('invalid')}
        </p>
      ) : (
        <form noValidate className="space-y-5" onSubmit={form.handleSubmit((v) => mutation.mutate(v.pin))}>
          <FormField label={t('pin')} error={errorText(errors.pin?.message)} required>
            {(control) => (
              <Controller
                control={form.control}
                name="pin"
                render={({ field }) => (
                  <PinInput
                    {...control}
                    length={4}
                    mask
                    autoFocus
                    value={field.value}
                    onChange={field.onChange}
                    getLabel={digitLabel}
                    aria-label={t('pin')}
                  />
                )}
              />
            )}
          </FormField>
          <FormField label={t('confirmPin')} error={errorText(errors.confirmPin?.message)} required>
            {(control) => (
              <Controller
                control={form.control}
                name="confirmPin"
                render={({ field }) => (
                  <PinInput
                    {...control}
                    length={4}
                    mask
                    value={field.value}
                    onChange={field.onChange}
                    getLabel={digitLabel}
                    aria-label={t('confirmPin')}
                  />
                )}
              />
            )}
          </FormField>
          <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
            {t('submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
