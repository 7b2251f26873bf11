'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { z } from 'zod';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { permissionLabelKey } from '@/components/team/permission-checkboxes';
import { toastCallbacks } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { completeInvitation, getInvitation } from '@/lib/api/team';
import { errorMessage } from '@/lib/api/client';
import { markSignedIn } from '@/lib/auth/cookies';
import { passwordSchema } from '@/lib/contracts/account';
import type { InvitationInfo } from '@/lib/contracts/team';

// One shape for both cases so the form type is stable; new accounts also need a name and a confirmed password.
const joinSchema = (hasAccount: boolean) =>
  z
    .object({
      firstName: z.string().trim().max(100),
      lastName: z.string().trim().max(100),
      password: z.string().max(128),
      confirmPassword: z.string(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (hasAccount) {
        if (!v.password) issue('password', 'validation.required');
        return;
      }
      if (!v.firstName) issue('firstName', 'validation.required');
      if (!v.lastName) issue('lastName', 'validation.required');
      const pw = passwordSchema.safeParse(v.password);
      if (!pw.success) issue('password', pw.error.issues[0]!.message);
      else if (v.password !== v.confirmPassword) issue('confirmPassword', 'validation.passwordMismatch');
    });

/** /invite/{token}: shows who invites whom, then sets a name and password (or proves the account) and joins. */
export function AcceptInvitation({ token }: { token: string }) {
  const t = useTranslations('invite');
  const tc = useTranslations('common');
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => getInvitation(token),
    retry: false,
  });

  if (invitation.isPending) {
    return (
      <div className="flex justify-center py-10" aria-busy>
        <Spinner />
        <span className="sr-only">{tc('loading')}</span>
      </div>
    );
  }
  if (invitation.isError) {
    return (
      <div className="space-y-4 text-center">
        <h1 className="text-xl font-semibold text-ink">{t('invalidTitle')}</h1>
        <p className="text-sm text-muted">{errorMessage(invitation.error)}</p>
        <Button asChild variant="secondary" className="w-full">
          <Link href="/">{t('toLogin')}</Link>
        </Button>
      </div>
    );
  }
  return <JoinForm token={token} info={invitation.data.data} />;
}

function JoinForm({ token, info }: { token: string; info: InvitationInfo }) {
  const t = useTranslations('invite');
  const tp = useTranslations('team.permissions');
  const tc = useTranslations('common');
  const fieldError = useFieldErrorText();
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useZodForm(joinSchema(info.hasAccount), {
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: (v: { firstName: string; lastName: string; password: string }) =>
      completeInvitation(
        token,
        info.hasAccount
          ? { password: v.password }
          : { firstName: v.firstName, lastName: v.lastName, password: v.password },
      ),
    ...toastCallbacks({
      onDone: () => {
        markSignedIn(); // the server set the HttpOnly session cookie
        queryClient.clear();
        router.replace('/app');
      },
      onError: (e) => reportFormError(form, e),
    }),
  });
  const { errors } = form.formState;
  const pw = { showLabel: tc('showPassword'), hideLabel: tc('hidePassword') };

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold text-ink">
          {t('title', { organization: info.organizationName })}
        </h1>
        <p className="text-sm text-muted">
          {info.hasAccount
            ? t('existingSubtitle', { email: info.email })
            : t('newSubtitle', { email: info.email })}
        </p>
        <p className="text-xs text-muted">
          {t('permissions')}: {info.permissions.map((p) => tp(permissionLabelKey(p))).join(', ')}
        </p>
      </div>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
        {info.hasAccount ? null : (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('firstName')} error={fieldError(errors.firstName?.message)} required>
              <Input autoComplete="given-name" autoFocus {...form.register('firstName')} />
            </FormField>
            <FormField label={t('lastName')} error={fieldError(errors.lastName?.message)} required>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </FormField>
          </div>
        )}
        <FormField
          label={info.hasAccount ? t('currentPassword') : t('password')}
          description={info.hasAccount ? undefined : t('passwordHint')}
          error={fieldError(errors.password?.message)}
          required
        >
          <PasswordInput
            autoComplete={info.hasAccount ? 'current-password' : 'new-password'}
            {...pw}
            {...form.register('password')}
          />
        </FormField>
        {info.hasAccount ? null : (
          <FormField
            label={t('confirmPassword')}
            error={fieldError(errors.confirmPassword?.message)}
            required
          >
            <PasswordInput autoComplete="new-password" {...pw} {...form.register('confirmPassword')} />
          </FormField>
        )}
        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          {t('submit')}
        </Button>
      </form>
    </div>
  );
}
