'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { TotpCodeInput } from '@/components/account/totp-code-input';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import {
  mfaConfirmSchema,
  mfaDisableSchema,
  mfaSetupSchema,
  type MfaSetupAnswer,
} from '@/lib/contracts/account-mfa';
import { useConfirmTotpMutation, useDisableTotpMutation, useSetupTotpMutation } from '@/lib/queries/account';
import { toastCallbacks } from '@/lib/toast';
import { copyText, RecoveryCodes, RegenerateCodes } from './recovery-codes';
import { useSignOutElsewhereOffer } from './signed-in-sessions';
import { TotpQr } from './totp-qr';

/**
 * Two-factor authentication on the personal-info tab (issue 33): set up with the password (the key and its
 * otpauth:// URI shown as a QR code and as text to copy), confirm with the app's first code, the
 * ten recovery codes shown once to copy or download, and turn off with the password and a code.
 */
export function TwoFactor({ enabled }: { enabled: boolean }) {
  const t = useTranslations('settings.twoFactor');
  // Kept here, not in the query cache: the secret and the recovery codes are shown once and never fetched again.
  const [pending, setPending] = useState<MfaSetupAnswer | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {t('title')}
          <Badge variant={enabled ? 'success' : 'secondary'}>{enabled ? t('on') : t('off')}</Badge>
        </CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : enabled ? (
          <div className="space-y-6">
            <RegenerateCodes onIssued={setCodes} />
            <TurnOffForm />
          </div>
        ) : pending ? (
          <ConfirmForm
            setup={pending}
            onConfirmed={(c) => {
              setPending(null);
              setCodes(c);
            }}
          />
        ) : (
          <SetupForm onStarted={setPending} />
        )}
      </CardContent>
    </Card>
  );
}

function usePasswordLabels() {
  const tc = useTranslations('common');
  return { showLabel: tc('showPassword'), hideLabel: tc('hidePassword') };
}

function SetupForm({ onStarted }: { onStarted: (setup: MfaSetupAnswer) => void }) {
  const t = useTranslations('settings.twoFactor');
  const fieldError = useFieldErrorText();
  const form = useZodForm(mfaSetupSchema, { defaultValues: { password: '' } });
  const mutation = useSetupTotpMutation();
  const start = (v: { password: string }) =>
    mutation.mutate(
      v,
      toastCallbacks({ onDone: ({ data }) => onStarted(data), onError: (e) => reportFormError(form, e) }),
    );
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(start)}>
      <FormField
        label={t('password')}
        description={t('passwordHint')}
        error={fieldError(form.formState.errors.password?.message)}
        required
      >
        <PasswordInput
          autoComplete="current-password"
          {...usePasswordLabels()}
          {...form.register('password')}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" loading={mutation.isPending}>
          {t('setUp')}
        </Button>
      </div>
    </form>
  );
}

function ConfirmForm({
  setup,
  onConfirmed,
}: {
  setup: MfaSetupAnswer;
  onConfirmed: (codes: string[]) => void;
}) {
  const t = useTranslations('settings.twoFactor');
  const fieldError = useFieldErrorText();
  const form = useZodForm(mfaConfirmSchema, { defaultValues: { code: '' } });
  const mutation = useConfirmTotpMutation();
  const offer = useSignOutElsewhereOffer();
  const labels = { copied: t('copied'), failed: t('copyFailed') };
  const confirm = (v: { code: string }) =>
    mutation.mutate(
      v,
      toastCallbacks({
        // a new factor is the moment to end sessions a thief may hold: "Sign out everywhere else" at hand
        success: (r) => offer(r.message),
        onDone: ({ data }) => onConfirmed(data.recoveryCodes),
        onError: (e) => reportFormError(form, e),
      }),
    );
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(confirm)}>
      <p className="text-sm text-muted">{t('scanHint')}</p>
      <TotpQr uri={setup.otpauthUrl} label={t('qrLabel')} />
      <FormField label={t('secret')}>
        <div className="flex gap-2">
          <Input value={setup.secret} readOnly aria-label={t('secret')} className="font-mono" />
          <Button type="button" variant="secondary" onClick={() => void copyText(setup.secret, labels)}>
            {t('copySecret')}
          </Button>
        </div>
      </FormField>
      <FormField label={t('uri')}>
        <div className="flex gap-2">
          <Input value={setup.otpauthUrl} readOnly aria-label={t('uri')} className="font-mono" />
          <Button type="button" variant="secondary" onClick={() => void copyText(setup.otpauthUrl, labels)}>
            {t('copyUri')}
          </Button>
        </div>
      </FormField>
      <FormField label={t('code')} error={fieldError(form.formState.errors.code?.message)} required>
        <TotpCodeInput {...form.register('code')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" loading={mutation.isPending}>
          {t('confirm')}
        </Button>
      </div>
    </form>
  );
}

function TurnOffForm() {
  const t = useTranslations('settings.twoFactor');
  const fieldError = useFieldErrorText();
  const form = useZodForm(mfaDisableSchema, { defaultValues: { password: '', code: '' } });
  const mutation = useDisableTotpMutation();
  // The checked values wait here while the dialog asks whether to go on.
  const [asking, setAsking] = useState<{ password: string; code: string } | null>(null);
  const { errors } = form.formState;
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(setAsking)}>
      <p className="text-sm font-medium text-ink">{t('turnOffHeading')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('password')} error={fieldError(errors.password?.message)} required>
          <PasswordInput
            autoComplete="current-password"
            {...usePasswordLabels()}
            {...form.register('password')}
          />
        </FormField>
        <FormField label={t('code')} error={fieldError(errors.code?.message)} required>
          <TotpCodeInput {...form.register('code')} />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="danger" loading={mutation.isPending}>
          {t('turnOff')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('turnOffTitle')}
        description={t('turnOffDescription')}
        confirmLabel={t('turnOff')}
        variant="danger"
        onConfirm={() => {
          if (asking)
            mutation.mutate(
              asking,
              toastCallbacks({ onDone: () => form.reset(), onError: (e) => reportFormError(form, e) }),
            );
          setAsking(null);
        }}
      />
    </form>
  );
}
