'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { verifyMfa } from '@/lib/api/account';
import { ApiError, errorMessage } from '@/lib/api/client';
import { AuthHeading } from './auth-heading';

/** The sign-in's second step's texts, read on the server like the rest of the login page's. */
export type MfaStepTexts = {
  title: string;
  subtitle: string;
  code: string;
  recoveryTitle: string;
  recoverySubtitle: string;
  recoveryCode: string;
  useRecoveryCode: string;
  useAuthenticator: string;
  submit: string;
  back: string;
  codeFormat: string;
};

/**
 * After the right password of a user with MFA on: a 6-digit code from the app, or (behind a link) one of
 * the recovery codes, sent with the MFA token to account/mfa/verify. Its answer is a plain sign-in's, so
 * `onSignedIn` continues exactly as the login form does; `onRestart` goes back to the password when the
 * sign-in expired (5 minutes, or 5 wrong codes).
 */
export function MfaStep({
  mfaToken,
  texts,
  onSignedIn,
  onRestart,
}: {
  mfaToken: string;
  texts: MfaStepTexts;
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entered = recovery ? value.trim() : value.replace(/\s/g, '');
    if (recovery ? !entered : !/^\d{6}$/.test(entered)) {
      setFieldError(texts.codeFormat);
      return;
    }
    setFieldError(null);
    setPending(true);
    try {
      await verifyMfa(recovery ? { mfaToken, recoveryCode: entered } : { mfaToken, code: entered });
      onSignedIn();
    } catch (error) {
      setPending(false);
      setValue('');
      setFieldError(error instanceof ApiError ? error.message : errorMessage(error));
    }
  };

  const toggle = () => {
    setRecovery(!recovery);
    setValue('');
    setFieldError(null);
  };

  return (
    <>
      <AuthHeading
        title={recovery ? texts.recoveryTitle : texts.title}
        subtitle={recovery ? texts.recoverySubtitle : texts.subtitle}
      />
      <form noValidate className="space-y-5" onSubmit={submit}>
        <FormField
          label={recovery ? texts.recoveryCode : texts.code}
          error={fieldError ?? undefined}
          required
        >
          <Input
            key={recovery ? 'recovery' : 'code'}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoFocus
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={recovery ? 32 : 7}
          />
        </FormField>
        <div className="flex justify-between gap-4 text-sm">
          <button type="button" className="font-medium text-brand-600 hover:underline" onClick={toggle}>
            {recovery ? texts.useAuthenticator : texts.useRecoveryCode}
          </button>
          <button type="button" className="font-medium text-muted hover:underline" onClick={onRestart}>
            {texts.back}
          </button>
        </div>
        <Button type="submit" className="w-full" size="lg" loading={pending}>
          {texts.submit}
        </Button>
      </form>
    </>
  );
}
