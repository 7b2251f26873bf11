import { useLocale, useTranslations } from 'next-intl';
import { ApiError, errorMessage } from '@/lib/api/client';
import { formatMoney } from '@/lib/money';
import { dateTimeFormat } from '@/lib/intl-formats';

/** Shared formatting for the shifts screens. */

/** 450 → "7.5 h" (one decimal at most). */
export const hoursLabel = (minutes: number) => `${Math.round((minutes / 60) * 10) / 10} h`;

export function useShiftFormat() {
  const locale = useLocale();
  const t = useTranslations();
  return {
    money: (minor: number, currency = 'NGN') => formatMoney(minor, currency, locale),
    /** 'YYYY-MM-DD' → "Mon 1 Dec" in the current language (the date is a calendar date: formatted in UTC). */
    day: (
      date: string,
      opts: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' },
    ) => dateTimeFormat(locale, { ...opts, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)),
    /** Schema messages are `shifts.validation.*` keys; API errors arrive translated. */
    fieldError: (message?: string) =>
      message && /^(shifts\.)?validation\./.test(message) ? t(message) : message,
  };
}

/** A failed write's field errors as one readable text (overlaps name the clashing shift). */
export function describeError(error: unknown): string {
  if (error instanceof ApiError && error.errors) {
    const first = Object.values(error.errors).flat()[0];
    if (first) return first;
  }
  return errorMessage(error);
}
