'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { login } from '@/lib/api/account';
import { ApiError } from '@/lib/api/client';
import { clearSignedIn, markSignedIn, setVerificationEmail } from '@/lib/auth/cookies';
import { loginSchema, type LoginInput } from '@/lib/contracts/account';
import { AuthHeading } from './auth-heading';

export function LoginForm() {
  const t = useTranslations('auth');
  const tc = useTranslations('common');
  const fieldError = useFieldErrorText();
  const router = useRouter();
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const mutation = useMutation({
    mutationFn: (values: LoginInput) => {
      clearSignedIn(); // a failed sign-in is a 401 too: it must not read as a revoked session
      return login(values);
    },
    onSuccess: () => {
      markSignedIn(); // the server set the HttpOnly session cookie
      router.replace('/app');
    },
    onError: (error, values) => {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        setVerificationEmail(values.email);
        router.push('/verify');
        return;
      }
      reportFormError(form, error);
    },
  });
  const { errors } = form.formState;

  return (
    <>
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <form noValidate className="space-y-5" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
        <FormField label={t('fields.email')} error={fieldError(errors.email?.message)} required>
          <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
        </FormField>
        <FormField label={t('fields.password')} error={fieldError(errors.password?.message)} required>
          <PasswordInput
            autoComplete="current-password"
            showLabel={tc('showPassword')}
            hideLabel={tc('hidePassword')}
            {...form.register('password')}
          />
        </FormField>
        <div className="flex justify-end">
          <Link href="/forgot" className="text-sm font-medium text-brand-600 hover:underline">
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" className="w-full" size="lg" loading={mutation.isPending}>
          {t('login.submit')}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-muted">
        {t('login.noAccount')}{' '}
        <Link href="/register" className="font-medium text-brand-600 hover:underline">
          {t('login.register')}
        </Link>
      </p>
    </>
  );
}
