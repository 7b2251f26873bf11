'use client';

import { useLocale } from 'next-intl';
import { formatDate, type DateLocale } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

/** Formats minor units in the page's language. */
export function useMoney() {
  const locale = useLocale();
  return (minor: number, currency: string) => formatMoney(minor, currency, locale);
}

/** Formats a calendar date (a due date) in the page's language: "10 Dec 2026", "2026年12月10日". */
export function useDate() {
  const locale = useLocale() as DateLocale;
  return (date: string) => formatDate(date, locale);
}
