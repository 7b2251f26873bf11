import { getRequestConfig } from 'next-intl/server';
import { cookies } from 'next/headers';
import { loadMessages } from './catalog';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from './config';

// No locale in the URL: the NEXT_LOCALE cookie picks the language, en-GB by default.
export default getRequestConfig(async () => {
  const fromCookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
  return {
    locale,
    messages: loadMessages(locale),
    timeZone: 'Africa/Lagos',
  };
});
