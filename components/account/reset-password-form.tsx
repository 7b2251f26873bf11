'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { reportFormError, useFieldErrorText } from '@/components/forms/form-errors';
import { useLightForm } from '@/components/forms/use-light-form';
import { resetPassword, verifyResetLink } from '@/lib/api/account';
import { errorMessage } from '@/lib/api/client';
import { AuthHeading } from './auth-heading';

export function ResetPasswordForm({ hash }: { hash: string }) {
  const t = useTranslations('account');
  const tc = useTranslations('common');
  const fieldError = useFieldErrorText();
  const router = useRouter();
  // Check the link first, so nobody types a new password into a dead link.
  const link = useQuery({
    queryKey: ['reset-link', hash],
    queryFn: () => verifyResetLink({ hash }),
    retry: false,
  });
  // A public page: the schema (and zod) load with the first check, not with the page (issue 11).
  const form = useLightForm(() => import('@/lib/contracts/account').then((m) => m.resetPasswordSchema), {
    hash,
    password: '',
    confirmPassword: '',
  });
  const mutation = useMutation({
    mutationFn: (values: { hash: string; password: string; confirmPassword: string }) =>
      resetPassword(values),
    onSuccess: ({ message }) => {
      toast.success(message);
      router.replace('/');
    },
    onError: (error) => reportFormError(form, error),
  });
  const { errors } = form.formState;

  if (link.isPending) {
    return (
      <div className="flex justify-center py-10" aria-busy>
        <Spinner />
        <span className="sr-only">{tc('loading')}</span>
      </div>
    );
  }
  if (link.isError) {
    return (
      <div className="space-y-6">
        <AuthHeading title={t('reset.invalidTitle')} subtitle={errorMessage(link.error)} />
        <Button asChild className="w-full" size="lg">
          <Link href="/forgot">{t('reset.requestNew')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <>
      <AuthHeading title={t('reset.title')} subtitle={t('reset.subtitle', { email: link.data.data.email })} />
      <form noValidate className="space-y-5" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
        <input type="hidden" {...form.register('hash')} />
        <FormField
          label={t('fields.newPassword')}
          description={t('register.passwordHint')}
          error={fieldError(errors.password?.message)}
          required
        >
          <PasswordInput
            autoComplete="new-password"
            autoFocus
            showLabel={tc('showPassword')}
            hideLabel={tc('hidePassword')}
            {...form.register('password')}
          />
        </FormField>
        <FormField
          label={t('fields.confirmPassword')}
          error={fieldError(errors.confirmPassword?.message)}
          required
        >
          <PasswordInput
            autoComplete="new-password"
            showLabel={tc('showPassword')}
            hideLabel={tc('hidePassword')}
            {...form.register('confirmPassword')}
          />
        </FormField>
        <Button type="submit" className="w-full" size="lg" loading={mutation.isPending}>
          {t('reset.submit')}
        </Button>
      </form>
    </>
  );
}
