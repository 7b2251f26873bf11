'use client';

import { toastCallbacks } from '@/lib/toast';
import { useTranslations } from 'next-intl';
import { ApproveFromChat } from '@/components/chat/approve-from-chat';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Skeleton } from '@/components/ui/skeleton';
import { changePasswordSchema, updateDetailsSchema, type User } from '@/lib/contracts/account';
import { useChangePasswordMutation, useMe, useUpdateDetailsMutation } from '@/lib/queries/account';
import { RequireTwoFactor } from './require-two-factor';
import { SignedInSessions, useSignOutElsewhereOffer } from './signed-in-sessions';
import { TwoFactor } from './two-factor';

/** Personal info tab: the user's own name and phone, a password change and the second factor. */
export function PersonalInfo() {
  const me = useMe();
  if (!me.data) return <Skeleton className="h-80 w-full" />;
  return (
    <div className="space-y-4">
      <DetailsForm key={me.data.id} user={me.data} />
      <PasswordForm />
      <TwoFactor enabled={me.data.mfaEnabled === true} />
      <RequireTwoFactor selfEnabled={me.data.mfaEnabled === true} />
      <SignedInSessions />
      <ApproveFromChat />
    </div>
  );
}

function DetailsForm({ user }: { user: User }) {
  const t = useTranslations('settings.personal');
  const fieldError = useFieldErrorText();
  const form = useZodForm(updateDetailsSchema, {
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' },
  });
  const mutation = useUpdateDetailsMutation();
  const save = (v: Parameters<typeof mutation.mutate>[0]) =>
    mutation.mutate(v, toastCallbacks({ onError: (e) => reportFormError(form, e) }));
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit(save)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('firstName')} error={fieldError(errors.firstName?.message)} required>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </FormField>
            <FormField label={t('lastName')} error={fieldError(errors.lastName?.message)} required>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </FormField>
            <FormField label={t('email')} description={t('emailHint')}>
              <Input type="email" value={user.email} readOnly disabled />
            </FormField>
            <FormField label={t('phone')} error={fieldError(errors.phone?.message)}>
              <Input type="tel" autoComplete="tel" {...form.register('phone')} />
            </FormField>
          </div>
          <div className="flex justify-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function PasswordForm() {
  const t = useTranslations('settings.personal');
  const tc = useTranslations('common');
  const fieldError = useFieldErrorText();
  const form = useZodForm(changePasswordSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const mutation = useChangePasswordMutation();
  const offer = useSignOutElsewhereOffer();
  const save = (v: Parameters<typeof mutation.mutate>[0]) =>
    mutation.mutate(
      v,
      toastCallbacks({
        // "Sign out everywhere else" at hand in the toast (issue 33)
        success: (r) => offer(r.message),
        onDone: () => form.reset(),
        onError: (e) => reportFormError(form, e),
      }),
    );
  const { errors } = form.formState;
  const pw = { showLabel: tc('showPassword'), hideLabel: tc('hidePassword') };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('passwordTitle')}</CardTitle>
        <CardDescription>{t('passwordDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit(save)}>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField
              label={t('currentPassword')}
              error={fieldError(errors.currentPassword?.message)}
              required
            >
              <PasswordInput autoComplete="current-password" {...pw} {...form.register('currentPassword')} />
            </FormField>
            <FormField label={t('newPassword')} error={fieldError(errors.newPassword?.message)} required>
              <PasswordInput autoComplete="new-password" {...pw} {...form.register('newPassword')} />
            </FormField>
            <FormField
              label={t('confirmPassword')}
              error={fieldError(errors.confirmPassword?.message)}
              required
            >
              <PasswordInput autoComplete="new-password" {...pw} {...form.register('confirmPassword')} />
            </FormField>
          </div>
          <div className="flex justify-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('changePassword')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
