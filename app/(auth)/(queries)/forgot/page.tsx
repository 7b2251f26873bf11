import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgotForm } from '@/components/account/forgot-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('forgot.title') };
}

export default function ForgotPage() {
  return <ForgotForm />;
}
