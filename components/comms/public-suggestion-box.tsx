'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage, hasErrorCode } from '@/lib/api/client';
import { boxSuggestionSchema } from '@/lib/contracts/comms';
import { usePublicSuggestionBox, useSendBoxSuggestionMutation } from '@/lib/queries/comms';
import { useCommsFieldError } from './comms-ui';
import { PublicLoading, PublicState } from './public-poll';

/** /suggestions/{token}: an anonymous suggestion to the organisation behind the box link, no sign-in. */
export function PublicSuggestionBox({ token }: { token: string }) {
  const t = useTranslations('comms.public');
  const fieldError = useCommsFieldError();
  const box = usePublicSuggestionBox(token);
  const send = useSendBoxSuggestionMutation(token);
  const form = useZodForm(boxSuggestionSchema, { defaultValues: { message: '', category: '' } });
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string>();
  const { errors } = form.formState;

  if (box.isPending) return <PublicLoading />;
  if (box.isError) {
    const missing = hasErrorCode(box.error, 'NOT_FOUND');
    return missing ? (
      <PublicState testId="box-not-found" title={t('boxNotFoundTitle')} body={t('boxNotFoundBody')} />
    ) : (
      <PublicState testId="box-error" title={t('errorTitle')} body={errorMessage(box.error)} />
    );
  }
  if (!box.data.available) {
    return (
      <PublicState
        testId="box-unavailable"
        title={t('boxUnavailableTitle')}
        body={t('unavailableBody', { organization: box.data.organizationName })}
      />
    );
  }
  if (done) {
    return (
      <PublicState testId="box-thanks" title={t('thanksTitle')} body={t('boxThanksBody')}>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset({ message: '', category: '' });
            setDone(false);
          }}
        >
          {t('sendAnother')}
        </Button>
      </PublicState>
    );
  }

  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await send.mutateAsync(values);
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.errors?.message)
        form.setError('message', { type: 'server', message: err.errors.message[0] });
      else setError(errorMessage(err));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="public-suggestion-box">
      <div className="space-y-1">
        <h1 className="text-xl font-semibold text-ink">{t('boxTitle')}</h1>
        <p className="text-sm text-muted">{t('boxIntro', { organization: box.data.organizationName })}</p>
      </div>
      <FormField label={t('message')} error={fieldError(errors.message?.message)} required>
        <Textarea rows={6} maxLength={2000} {...form.register('message')} />
      </FormField>
      <FormField label={t('category')} error={fieldError(errors.category?.message)}>
        <Input autoComplete="off" maxLength={60} {...form.register('category')} />
      </FormField>
      {error ? (
        <p className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        {t('send')}
      </Button>
    </form>
  );
}
