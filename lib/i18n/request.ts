import { getRequestConfig } from 'next-intl/server';
import { cookies } from 'next/headers';
import { loadCompiledMessages } from './catalog';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from './config';

// No locale in the URL: the NEXT_LOCALE cookie picks the language, en-GB by default.
export default getRequestConfig(async () => {
  const fromCookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
  return {
    locale,
    // Compiled: pages format with use-intl's format-only build (next.config.ts).
    messages: loadCompiledMessages(locale),
    timeZone: 'Africa/Lagos',
  };
});
