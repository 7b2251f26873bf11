import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/auth/login-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('login.title') };
}

export default async function LoginPage() {
  const t = await getTranslations();
  return (
    <LoginForm
      texts={{
        title: t('auth.login.title'),
        subtitle: t('auth.login.subtitle'),
        email: t('auth.fields.email'),
        password: t('auth.fields.password'),
        showPassword: t('common.showPassword'),
        hidePassword: t('common.hidePassword'),
        forgot: t('auth.login.forgot'),
        submit: t('auth.login.submit'),
        noAccount: t('auth.login.noAccount'),
        register: t('auth.login.register'),
        required: t('validation.required'),
        invalidEmail: t('validation.email'),
      }}
    />
  );
}
