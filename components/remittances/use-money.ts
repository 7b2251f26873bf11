'use client';

import { useLocale } from 'next-intl';
import { formatMoney } from '@/lib/money';

/** Formats minor units in the page's language. */
export function useMoney() {
  const locale = useLocale();
  return (minor: number, currency: string) => formatMoney(minor, currency, locale);
}
