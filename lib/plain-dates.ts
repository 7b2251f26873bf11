// Dates in Paygrid's two languages written without Intl, for the same reason as lib/plain-numbers.ts: the
// first Intl.DateTimeFormat a page builds costs Chromium 40 ms or more here (ICU loads its calendar data),
// in the middle of hydration. Only the runtime's own time zone (Date's local getters) and four-digit years;
// tests/lib/plain-dates.test.ts compares every month, day, hour and style with Intl.

export type PlainDateStyle = 'short' | 'medium' | 'long';
export type PlainTimeStyle = 'short' | 'medium';

// CLDR's en-GB abbreviates September as "Sept".
const EN_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const EN_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `date` (local calendar day) as Intl writes it with `dateStyle`, or null when Intl must do it. */
export function plainDate(date: Date, locale: string, style: PlainDateStyle): string | null {
  const [year, month, day] = [date.getFullYear(), date.getMonth(), date.getDate()];
  if (!(year >= 1000 && year <= 9999)) return null;
  if (locale === 'en-GB') {
    if (style === 'short') return `${pad2(day)}/${pad2(month + 1)}/${year}`;
    return `${day} ${(style === 'long' ? EN_LONG : EN_SHORT)[month]} ${year}`;
  }
  if (locale === 'zh-CN') {
    return style === 'short' ? `${year}/${month + 1}/${day}` : `${year}年${month + 1}月${day}日`;
  }
  return null;
}

/** `date` with its local time (24-hour in both languages), as Intl writes it, or null. */
export function plainDateTime(
  date: Date,
  locale: string,
  dateStyle: PlainDateStyle,
  timeStyle: PlainTimeStyle,
): string | null {
  const day = plainDate(date, locale, dateStyle);
  if (day === null) return null;
  const time = `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
  const joiner = locale === 'zh-CN' ? ' ' : dateStyle === 'long' ? ' at ' : ', ';
  return `${day}${joiner}${timeStyle === 'medium' ? `${time}:${pad2(date.getSeconds())}` : time}`;
}
