'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { PinInput } from '@/components/ui/pin-input';
import { resendOtp, verifyEmail } from '@/lib/api/account';
import { errorMessage } from '@/lib/api/client';
import { clearVerificationEmail, markSignedIn } from '@/lib/auth/cookies';
import { AuthHeading } from './auth-heading';

const RESEND_COOLDOWN_S = 60;

export function VerifyForm({ email }: { email: string }) {
  const t = useTranslations('account');
  const router = useRouter();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const verify = useMutation({
    mutationFn: (code: string) => verifyEmail({ email, otp: code }),
    onSuccess: ({ message }) => {
      markSignedIn(); // the server set the HttpOnly session cookie
      clearVerificationEmail();
      toast.success(message);
      router.replace('/app');
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const resend = useMutation({
    mutationFn: () => resendOtp({ email }),
    onSuccess: ({ message }) => {
      setCooldown(RESEND_COOLDOWN_S);
      toast.info(message);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });

  const submit = (code = otp) => {
    setError(undefined);
    if (code.length === 6) verify.mutate(code);
    else setError(t('verify.incomplete'));
  };

  return (
    <>
      <AuthHeading title={t('verify.title')} subtitle={t('verify.subtitle', { email })} />
      <form
        noValidate
        className="space-y-6"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="space-y-2">
          <PinInput
            length={6}
            type="number"
            value={otp}
            onChange={setOtp}
            onComplete={submit}
            autoFocus
            aria-label={t('verify.codeLabel')}
            aria-invalid={Boolean(error)}
            getLabel={(i, n) => t('verify.digitLabel', { index: i + 1, length: n })}
          />
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" size="lg" loading={verify.isPending}>
          {t('verify.submit')}
        </Button>
      </form>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
        <span>{t('verify.noCode')}</span>
        <Button
          variant="link"
          size="sm"
          disabled={cooldown > 0}
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {cooldown > 0 ? t('verify.resendIn', { seconds: cooldown }) : t('verify.resend')}
        </Button>
      </div>
      <p className="mt-6 text-center text-sm">
        <Link href="/" className="font-medium text-brand-600 hover:underline">
          {t('backToLogin')}
        </Link>
      </p>
    </>
  );
}
