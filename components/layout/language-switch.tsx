'use client';

import { useLocale, useTranslations } from 'next-intl';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { LanguageSelect } from './language-select';

/** The language control inside the signed-in shell, whose texts come from next-intl in the browser. */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations('common');
  const names = Object.fromEntries(LOCALES.map((l) => [l, t(`languages.${l}`)])) as Record<Locale, string>;
  return (
    <LanguageSelect locale={useLocale()} labels={{ language: t('language'), names }} className={className} />
  );
}
