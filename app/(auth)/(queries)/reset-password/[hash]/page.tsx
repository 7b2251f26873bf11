import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/account/reset-password-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('reset.title') };
}

export default async function ResetPasswordPage({ params }: { params: Promise<{ hash: string }> }) {
  const { hash } = await params;
  return <ResetPasswordForm hash={hash} />;
}
