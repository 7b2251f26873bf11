import { getLocale, getTranslations } from 'next-intl/server';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { LanguageSelect } from './language-select';

/** The language control of the public layouts (auth, career, link pages), its texts read on the server. */
export async function PublicLanguageSwitch({ className }: { className?: string }) {
  const t = await getTranslations('common');
  const names = Object.fromEntries(LOCALES.map((l) => [l, t(`languages.${l}`)])) as Record<Locale, string>;
  return (
    <LanguageSelect
      locale={await getLocale()}
      labels={{ language: t('language'), names }}
      className={className}
    />
  );
}
