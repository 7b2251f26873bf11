'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLightForm, type LightSchema } from '@/components/forms/use-light-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { login } from '@/lib/api/account';
import { ApiError, errorMessage, hasErrorCode } from '@/lib/api/client';
import { clearSignedIn, markSignedIn, setVerificationEmail } from '@/lib/auth/cookies';
import { AuthHeading } from './auth-heading';
import { MfaStep, type MfaStepTexts } from './mfa-step';

// The same rules as `loginSchema` (lib/contracts/account.ts), checked without zod, react-hook-form or
// next-intl: the login page is the first thing everyone loads, and its JavaScript budget is 160 kB (issue 11).
// The API validates with the schema and answers field errors (already translated) on the same fields.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The login's check in the shape the light form takes (zod's `safeParse`), its messages the page's texts. */
function loginCheck(texts: LoginTexts): LightSchema<{ email: string; password: string }> {
  return {
    safeParse(values) {
      const v = values as { email: string; password: string };
      const email = v.email.trim().toLowerCase();
      const issues: { path: string[]; code: string; message: string }[] = [];
      if (!email) issues.push({ path: ['email'], code: 'too_small', message: texts.required });
      else if (email.length > 254 || !EMAIL.test(email))
        issues.push({ path: ['email'], code: 'invalid_format', message: texts.invalidEmail });
      if (!v.password) issues.push({ path: ['password'], code: 'too_small', message: texts.required });
      return issues.length
        ? { success: false, error: { issues } }
        : { success: true, data: { email, password: v.password } };
    },
  };
}

/** The login page's texts, read on the server (no message formatter ships to the browser). */
export type LoginTexts = {
  title: string;
  subtitle: string;
  email: string;
  password: string;
  showPassword: string;
  hidePassword: string;
  forgot: string;
  submit: string;
  noAccount: string;
  register: string;
  required: string;
  invalidEmail: string;
  mfa: MfaStepTexts;
};

export function LoginForm({ texts }: { texts: LoginTexts }) {
  const router = useRouter();
  const form = useLightForm(async () => loginCheck(texts), { email: '', password: '' });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Set when the password was right and the account has MFA on: the second step replaces the form.
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  const signedIn = () => {
    markSignedIn(); // the server set the HttpOnly session cookie
    router.replace('/app');
  };

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFormError(null);
    setPending(true);
    clearSignedIn(); // a failed sign-in is answered UNAUTHENTICATED too: it must not read as a revoked session
    try {
      const { data } = await login({ email, password });
      if ('mfaRequired' in data) {
        setPending(false);
        setMfaToken(data.mfaToken);
      } else signedIn();
    } catch (error) {
      setPending(false);
      if (hasErrorCode(error, 'EMAIL_NOT_VERIFIED')) {
        setVerificationEmail(email);
        router.push('/verify');
      } else if (error instanceof ApiError && (error.errors?.email || error.errors?.password)) {
        for (const field of ['email', 'password'] as const) {
          const message = error.errors[field]?.[0];
          if (message) form.setError(field, { type: 'server', message });
        }
      } else {
        setFormError(errorMessage(error));
      }
    }
  });

  if (mfaToken) {
    return (
      <MfaStep
        mfaToken={mfaToken}
        texts={texts.mfa}
        onSignedIn={signedIn}
        onRestart={() => setMfaToken(null)}
      />
    );
  }

  return (
    <>
      <AuthHeading title={texts.title} subtitle={texts.subtitle} />
      <form noValidate className="space-y-5" onSubmit={submit}>
        {formError ? (
          <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger">
            {formError}
          </p>
        ) : null}
        <FormField label={texts.email} error={errors.email?.message} required>
          <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
        </FormField>
        <FormField label={texts.password} error={errors.password?.message} required>
          <PasswordInput
            {...form.register('password')}
            autoComplete="current-password"
            showLabel={texts.showPassword}
            hideLabel={texts.hidePassword}
          />
        </FormField>
        <div className="flex justify-end">
          <Link
            href="/forgot"
            prefetch={false}
            className="text-sm font-medium text-brand-600 hover:underline"
          >
            {texts.forgot}
          </Link>
        </div>
        <Button type="submit" className="w-full" size="lg" loading={pending}>
          {texts.submit}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-muted">
        {texts.noAccount}{' '}
        <Link href="/register" prefetch={false} className="font-medium text-brand-600 hover:underline">
          {texts.register}
        </Link>
      </p>
    </>
  );
}
