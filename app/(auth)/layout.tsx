import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PublicLanguageSwitch } from '@/components/layout/public-language-switch';

/** Auth layout: a brand panel beside the form on laptops, the form alone on phones. */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('account');
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden flex-col justify-between bg-brand-900 p-10 text-white lg:flex">
        <p className="text-xl font-semibold tracking-tight">Paygrid</p>
        <div className="max-w-md space-y-4">
          <h2 className="text-3xl leading-tight font-semibold">{t('panel.title')}</h2>
          <p className="text-brand-100">{t('panel.body')}</p>
          <ul className="space-y-2 text-sm text-brand-100">
            <li>✓ {t('panel.point1')}</li>
            <li>✓ {t('panel.point2')}</li>
            <li>✓ {t('panel.point3')}</li>
          </ul>
        </div>
        <p className="text-xs text-brand-200">{t('panel.countries')}</p>
      </aside>
      <main className="flex flex-col px-5 py-6 sm:px-10">
        <div className="flex items-center justify-between">
          <p className="text-lg font-semibold text-brand-700 lg:invisible">Paygrid</p>
          <PublicLanguageSwitch />
        </div>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">{children}</div>
      </main>
    </div>
  );
}
