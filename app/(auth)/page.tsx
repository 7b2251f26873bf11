import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/account/login-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('login.title') };
}

export default async function LoginPage() {
  const t = await getTranslations();
  return (
    <LoginForm
      texts={{
        title: t('account.login.title'),
        subtitle: t('account.login.subtitle'),
        email: t('account.fields.email'),
        password: t('account.fields.password'),
        showPassword: t('common.showPassword'),
        hidePassword: t('common.hidePassword'),
        forgot: t('account.login.forgot'),
        submit: t('account.login.submit'),
        noAccount: t('account.login.noAccount'),
        register: t('account.login.register'),
        required: t('validation.required'),
        invalidEmail: t('validation.email'),
        mfa: {
          title: t('account.login.mfa.title'),
          subtitle: t('account.login.mfa.subtitle'),
          code: t('account.login.mfa.code'),
          recoveryTitle: t('account.login.mfa.recoveryTitle'),
          recoverySubtitle: t('account.login.mfa.recoverySubtitle'),
          recoveryCode: t('account.login.mfa.recoveryCode'),
          useRecoveryCode: t('account.login.mfa.useRecoveryCode'),
          useAuthenticator: t('account.login.mfa.useAuthenticator'),
          submit: t('account.login.mfa.submit'),
          back: t('account.login.mfa.back'),
          codeFormat: t('account.login.mfa.codeFormat'),
        },
      }}
    />
  );
}
