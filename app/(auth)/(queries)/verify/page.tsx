import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { VerifyForm } from '@/components/account/verify-form';
import { VERIFY_EMAIL_COOKIE } from '@/lib/auth/cookies';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('verify.title') };
}

export default async function VerifyPage() {
  // middleware.ts already sends visitors without the cookie to /; this keeps the page safe on its own.
  const email = (await cookies()).get(VERIFY_EMAIL_COOKIE)?.value;
  if (!email) redirect('/');
  return <VerifyForm email={email} />;
}
