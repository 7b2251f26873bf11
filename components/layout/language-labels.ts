import { LOCALES, type Locale } from '@/lib/i18n/config';
import type { LanguageSelectProps } from './language-select';

// A plain module, not beside LanguageSelect: that file is 'use client', and the public layouts call this on the server.
/** The control's texts from a `common` translator (next-intl's in the shell, the server's in public layouts). */
export function languageLabels(t: (key: string) => string): LanguageSelectProps['labels'] {
  const names = Object.fromEntries(LOCALES.map((l) => [l, t(`languages.${l}`)])) as Record<Locale, string>;
  return { language: t('language'), names };
}
