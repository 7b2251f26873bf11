import 'server-only';
import en from '@/messages/en-GB.json';
import zh from '@/messages/zh-CN.json';
import type { Locale } from '@/lib/i18n/config';
import { formatMessage, type MessageParams, type Messages } from '@/lib/i18n/format-message';

const catalogues: Record<Locale, Messages> = { 'en-GB': en as Messages, 'zh-CN': zh as Messages };

export type Translate = (key: string, params?: MessageParams) => string;

export function translator(locale: Locale): Translate {
  return (key, params) => formatMessage(catalogues[locale], key, params);
}
