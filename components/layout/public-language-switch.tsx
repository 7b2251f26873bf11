import { getLocale, getTranslations } from 'next-intl/server';
import { languageLabels } from './language-labels';
import { LanguageSelect } from './language-select';

/** The language control of the public layouts (auth, career, link pages), its texts read on the server. */
export async function PublicLanguageSwitch({ className }: { className?: string }) {
  const t = await getTranslations('common');
  return <LanguageSelect locale={await getLocale()} labels={languageLabels(t)} className={className} />;
}
