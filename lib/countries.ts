/** The countries an organisation can be registered in; currency and dial code derive from the country. */
export const COUNTRIES = [
  { code: 'NG', name: 'Nigeria', currency: 'NGN', dialCode: '+234', flag: '🇳🇬' },
  { code: 'GH', name: 'Ghana', currency: 'GHS', dialCode: '+233', flag: '🇬🇭' },
  { code: 'KE', name: 'Kenya', currency: 'KES', dialCode: '+254', flag: '🇰🇪' },
  { code: 'UG', name: 'Uganda', currency: 'UGX', dialCode: '+256', flag: '🇺🇬' },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['code'];
export type Country = (typeof COUNTRIES)[number];

export const COUNTRY_CODES = COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]];
export const DEFAULT_COUNTRY: CountryCode = 'NG';
/** Employees may always be paid in USD besides the organisation's own currency. */
export const EXTRA_EMPLOYEE_CURRENCY = 'USD';

export function getCountry(code: string): Country {
  return COUNTRIES.find((c) => c.code === code) ?? COUNTRIES[0];
}

/** Each supported country's one time zone: an organisation's local day and hour (it carries a country, no zone). */
export const COUNTRY_TIME_ZONES: Record<CountryCode, string> = {
  NG: 'Africa/Lagos',
  GH: 'Africa/Accra',
  KE: 'Africa/Nairobi',
  UG: 'Africa/Kampala',
};

export const countryTimeZone = (code: string | null | undefined): string =>
  COUNTRY_TIME_ZONES[(code ?? '') as CountryCode] ?? COUNTRY_TIME_ZONES[DEFAULT_COUNTRY];

/**
 * The abbreviation each supported zone goes by (none of them keeps summer time): Intl writes "GMT+1" for
 * Lagos, while people there say WAT. West Africa Time (UTC+1), Greenwich Mean Time (Accra, UTC+0), East
 * Africa Time (Nairobi and Kampala, UTC+3).
 */
export const TIME_ZONE_ABBREVIATIONS: Record<string, string> = {
  'Africa/Lagos': 'WAT',
  'Africa/Accra': 'GMT',
  'Africa/Nairobi': 'EAT',
  'Africa/Kampala': 'EAT',
};

/** A zone's abbreviation (WAT, GMT, EAT), or the zone's own name for one we do not list. */
export const timeZoneAbbreviation = (zone: string): string => TIME_ZONE_ABBREVIATIONS[zone] ?? zone;
