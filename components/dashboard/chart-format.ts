import { getCurrencyDigits } from '@/lib/money';

/** Chart colours: the design tokens of app/globals.css (SVG attributes cannot read CSS variables everywhere). */
export const CHART_COLORS = {
  brand: '#1f56d1',
  brandLight: '#bcdaff',
  success: '#1b7f4b',
  warning: '#a15c00',
  danger: '#c62828',
  muted: '#4b5563',
} as const;

export const SERIES = [
  CHART_COLORS.brand,
  CHART_COLORS.success,
  CHART_COLORS.warning,
  CHART_COLORS.danger,
  CHART_COLORS.muted,
  CHART_COLORS.brandLight,
];

/** Minor units to a plotted major amount: floats appear only here, for drawing, never for sums. */
export const toMajor = (minor: number, currency: string) => minor / 10 ** getCurrencyDigits(currency);

/** Axis ticks like "₦1.2M" / "NGN 1.2M": short, per locale. */
export const compactMoney = (locale: string, currency: string) => {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return (major: number) => format.format(major);
};

/** "2026-05" → "May 26" in the locale. */
export const monthLabel = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
};
