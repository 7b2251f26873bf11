'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { reportFormError, useFieldErrorText } from '@/components/forms/form-errors';
import { useLightForm } from '@/components/forms/use-light-form';
import { forgotPassword } from '@/lib/api/account';
import { AuthHeading } from './auth-heading';

export function ForgotForm() {
  const t = useTranslations('account');
  const fieldError = useFieldErrorText();
  // A public page: the schema (and zod) load with the first check, not with the page (issue 11).
  const form = useLightForm(() => import('@/lib/contracts/account').then((m) => m.emailOnlySchema), {
    email: '',
  });
  const mutation = useMutation({
    mutationFn: (values: { email: string }) => forgotPassword(values),
    onError: (error) => reportFormError(form, error),
  });

  if (mutation.isSuccess) {
    return (
      <div role="status" className="space-y-6">
        <AuthHeading title={t('forgot.sentTitle')} subtitle={mutation.data.message} />
        <p className="text-sm text-muted">{t('forgot.sentHint')}</p>
        <Link href="/" className="font-medium text-brand-600 hover:underline">
          {t('backToLogin')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <AuthHeading title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      <form noValidate className="space-y-5" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
        <FormField
          label={t('fields.email')}
          error={fieldError(form.formState.errors.email?.message)}
          required
        >
          <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
        </FormField>
        <Button type="submit" className="w-full" size="lg" loading={mutation.isPending}>
          {t('forgot.submit')}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm">
        <Link href="/" className="font-medium text-brand-600 hover:underline">
          {t('backToLogin')}
        </Link>
      </p>
    </>
  );
}
