/** A date-time as the hiring screens show it ("12 Mar 2030, 10:00"), in the user's language. */
export const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
