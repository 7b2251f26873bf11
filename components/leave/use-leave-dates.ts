'use client';

import { useLocale } from 'next-intl';
import { formatDate, type DateLocale } from '@/lib/dates';

/**
 * Leave days as the app writes dates ("2 Nov 2026", "2026年11月2日"), never the API's ISO form; a range of
 * one day is that day.
 */
export function useLeaveDates() {
  const locale = useLocale() as DateLocale;
  const date = (iso: string) => formatDate(iso, locale);
  return {
    date,
    range: (start: string, end: string) => (start === end ? date(start) : `${date(start)} – ${date(end)}`),
  };
}
