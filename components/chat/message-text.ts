'use client';

import { useTranslations } from 'next-intl';

/** Schema messages are message keys (`validation.*`, `chat.validation.*`); API field errors arrive translated. */
export function useKeyedErrorText() {
  const t = useTranslations();
  return (message?: string) =>
    message && /^([\w-]+\.)?validation\.\w+$/.test(message) ? t(message) : message;
}
