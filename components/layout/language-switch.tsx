'use client';

import { useLocale, useTranslations } from 'next-intl';
import { languageLabels } from './language-labels';
import { LanguageSelect } from './language-select';

/** The language control inside the signed-in shell, whose texts come from next-intl in the browser. */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations('common');
  return <LanguageSelect locale={useLocale()} labels={languageLabels(t)} className={className} />;
}
