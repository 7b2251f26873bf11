import 'server-only';
import { loadMessages } from '@/lib/i18n/catalog';
import type { Locale } from '@/lib/i18n/config';
import { formatMessage, type MessageParams } from '@/lib/i18n/format-message';

export type Translate = (key: string, params?: MessageParams) => string;

export function translator(locale: Locale): Translate {
  return (key, params) => formatMessage(loadMessages(locale), key, params);
}
