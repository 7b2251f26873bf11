import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RegisterForm } from '@/components/account/register-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('register.title') };
}

export default function RegisterPage() {
  return <RegisterForm />;
}
