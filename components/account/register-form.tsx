'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { reportFormError, useFieldErrorText } from '@/components/forms/form-errors';
import { useLightForm } from '@/components/forms/use-light-form';
import { signup } from '@/lib/api/account';
import { setVerificationEmail } from '@/lib/auth/cookies';
import type { SignupInput } from '@/lib/contracts/account';
import { useCountries } from '@/lib/queries/account';
import { AuthHeading } from './auth-heading';

export function RegisterForm() {
  const t = useTranslations('account');
  const tc = useTranslations('common');
  const fieldError = useFieldErrorText();
  const router = useRouter();
  const countries = useCountries();
  // A public page: the schema (and zod) load with the first check, not with the page (issue 11).
  const form = useLightForm(() => import('@/lib/contracts/account').then((m) => m.signupSchema), {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    organizationName: '',
    country: 'NG',
    password: '',
  });
  // The phone's placeholder follows the chosen country (the inputs are uncontrolled).
  const [country, setCountry] = useState('NG');
  const countryField = form.register('country');
  const mutation = useMutation({
    mutationFn: (values: SignupInput) => signup(values),
    onSuccess: ({ message, data }) => {
      setVerificationEmail(data.email);
      toast.success(message);
      router.push('/verify');
    },
    onError: (error) => reportFormError(form, error),
  });
  const { errors } = form.formState;
  const dialCode = countries.data?.find((c) => c.code === country)?.dialCode;

  return (
    <>
      <AuthHeading title={t('register.title')} subtitle={t('register.subtitle')} />
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('fields.firstName')} error={fieldError(errors.firstName?.message)} required>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label={t('fields.lastName')} error={fieldError(errors.lastName?.message)} required>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField
          label={t('fields.organizationName')}
          error={fieldError(errors.organizationName?.message)}
          required
        >
          <Input autoComplete="organization" {...form.register('organizationName')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('fields.country')} error={fieldError(errors.country?.message)} required>
            <Select
              name={countryField.name}
              value={country}
              onBlur={countryField.onBlur}
              onChange={(event) => {
                setCountry(event.currentTarget.value);
                countryField.onChange(event);
              }}
            >
              {countries.data?.map((c) => (
                <option key={c.code} value={c.code}>
                  {t(`countries.${c.code}`)} ({c.currency})
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            label={t('fields.phone')}
            description={dialCode ? t('register.phoneHint', { dialCode }) : undefined}
            error={fieldError(errors.phone?.message)}
          >
            <Input type="tel" autoComplete="tel" placeholder={dialCode} {...form.register('phone')} />
          </FormField>
        </div>
        <FormField label={t('fields.email')} error={fieldError(errors.email?.message)} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField
          label={t('fields.password')}
          description={t('register.passwordHint')}
          error={fieldError(errors.password?.message)}
          required
        >
          <PasswordInput
            autoComplete="new-password"
            showLabel={tc('showPassword')}
            hideLabel={tc('hidePassword')}
            {...form.register('password')}
          />
        </FormField>
        <Button type="submit" className="w-full" size="lg" loading={mutation.isPending}>
          {t('register.submit')}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-muted">
        {t('register.haveAccount')}{' '}
        <Link href="/" className="font-medium text-brand-600 hover:underline">
          {t('register.login')}
        </Link>
      </p>
    </>
  );
}
