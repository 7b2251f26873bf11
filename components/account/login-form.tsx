'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { login } from '@/lib/api/account';
import { ApiError, errorMessage } from '@/lib/api/client';
import { clearSignedIn, markSignedIn, setVerificationEmail } from '@/lib/auth/cookies';
import { AuthHeading } from './auth-heading';

type Field = 'email' | 'password';
type Errors = Partial<Record<Field, string>>;

// The same rules as `loginSchema` (lib/contracts/account.ts), checked without zod, react-hook-form or
// next-intl: the login page is the first thing everyone loads, and its JavaScript budget is 160 kB (issue 11).
// The API validates with the schema and answers field errors (already translated) on the same fields.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function check(email: string, password: string, texts: LoginTexts): Errors {
  const errors: Errors = {};
  if (!email) errors.email = texts.required;
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = texts.invalidEmail;
  if (!password) errors.password = texts.required;
  return errors;
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
};

export function LoginForm({ texts }: { texts: LoginTexts }) {
  const router = useRouter();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const email = String(data.get('email') ?? '')
      .trim()
      .toLowerCase();
    const password = String(data.get('password') ?? '');
    const found = check(email, password, texts);
    setErrors(found);
    setFormError(null);
    if (found.email || found.password) return;
    setPending(true);
    clearSignedIn(); // a failed sign-in is a 401 too: it must not read as a revoked session
    try {
      await login({ email, password });
      markSignedIn(); // the server set the HttpOnly session cookie
      router.replace('/app');
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        setVerificationEmail(email);
        router.push('/verify');
      } else if (error instanceof ApiError && (error.errors?.email || error.errors?.password)) {
        setErrors({ email: error.errors.email?.[0], password: error.errors.password?.[0] });
      } else {
        setFormError(errorMessage(error));
      }
    }
  };

  return (
    <>
      <AuthHeading title={texts.title} subtitle={texts.subtitle} />
      <form noValidate className="space-y-5" onSubmit={submit}>
        {formError ? (
          <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger">
            {formError}
          </p>
        ) : null}
        <FormField label={texts.email} error={errors.email} required>
          <Input name="email" type="email" autoComplete="email" autoFocus />
        </FormField>
        <FormField label={texts.password} error={errors.password} required>
          <PasswordInput
            name="password"
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
