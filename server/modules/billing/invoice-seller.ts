import 'server-only';
import type { CountryCode } from '@/lib/countries';

/** Who issues Paygrid's invoices: the seller block printed on every invoice, kept in this one place. */
export const PAYGRID_SELLER = {
  legalName: 'Paygrid Technologies Limited',
  address: ['12 Admiralty Way, Lekki Phase 1', 'Lagos 106104, Nigeria'],
  /** Federal Inland Revenue Service TIN, under which Paygrid charges VAT. */
  taxId: '24681357-0001',
  registration: 'RC 1876543',
} as const;

/**
 * The standard VAT rate of each organisation's country, in basis points (750 = 7.5%). Subscription prices
 * include it; the invoice shows the VAT they contain. Sources (the statutes; rates as of 2026):
 * - NG 7.5%: Value Added Tax Act s.4, as amended by the Finance Act 2019 (from 1 February 2020).
 * - GH 15%: Value Added Tax Act 2013 (Act 870); 12.5% from August 2018 (Act 970), 15% again from January 2023
 *   (Act 1087). The NHIL and GETFund levies (2.5% each) are levies beside VAT, not VAT, so not in this rate
 *   (https://www.pwc.co.za/en/publications/vat-in-africa/ghana-overview.html).
 * - KE 16%: Value Added Tax Act 2013 s.5(2)(b).
 * - UG 18%: Value Added Tax Act (Cap. 349) s.18.
 */
export const VAT_RATE_BP: Record<CountryCode, number> = { NG: 750, GH: 1500, KE: 1600, UG: 1800 };

/** The country's VAT rate in basis points; 0 for a country we do not list (the invoice still shows the line). */
export const vatRateOf = (country: string): number => VAT_RATE_BP[country as CountryCode] ?? 0;

/** The VAT contained in a VAT-inclusive amount of minor units, rounded half up (exact in integers). */
export function vatIncluded(amount: number, rateBp: number): number {
  const denominator = 2n * (10_000n + BigInt(rateBp));
  return Number((2n * BigInt(amount) * BigInt(rateBp) + denominator / 2n) / denominator);
}

/** 750 → "7.5%", 1600 → "16%". */
export const ratePercent = (rateBp: number) => `${rateBp / 100}%`;
