import 'server-only';
import { COUNTRY_CODES } from '@/lib/countries';
import { AppError, fieldError } from '@/server/errors';
import type { Bank } from '@/server/payments-provider';
import { createDailyCache, failRailRead } from '../rail-reads';
import type { FlutterwaveClient } from './flutterwave-client';

/**
 * Mobile money through Flutterwave is a transfer whose `account_bank` names the operator and whose
 * `account_number` is the phone: `MPS` (M-Pesa, Kenya), `MTN` and `AIRTEL` (Uganda, Ghana). GET /v3/banks
 * lists banks only, so the operators are added to each country's list here.
 */
export const MOBILE_MONEY: Record<string, Bank[]> = {
  UG: [
    { code: 'MTN', name: 'MTN Mobile Money' },
    { code: 'AIRTEL', name: 'Airtel Money' },
  ],
  GH: [
    { code: 'MTN', name: 'MTN Mobile Money' },
    { code: 'AIRTEL', name: 'AirtelTigo Money' },
  ],
  KE: [{ code: 'MPS', name: 'M-Pesa' }],
  NG: [],
};

export const COUNTRY_OF_CURRENCY: Record<string, string> = { NGN: 'NG', GHS: 'GH', KES: 'KE', UGX: 'UG' };

export const isMobileMoney = (country: string, bankCode: string) =>
  (MOBILE_MONEY[country.toUpperCase()] ?? []).some((b) => b.code === bankCode);

/** Our four countries are all Flutterwave's (GET /v3/banks/{country} takes the ISO code); anything else is a 422. */
export function flutterwaveCountry(country: string): string {
  const code = country.toUpperCase();
  if ((COUNTRY_CODES as readonly string[]).includes(code)) return code;
  throw fieldError('country', 'validation.invalidOption');
}

/** A Ugandan MTN or Airtel wallet: +256 7x xxx xxxx (also written 07x… or 2567x…). */
const UG_MOBILE = /^(?:\+?256|0)?(7\d{8})$/;

/**
 * Flutterwave offers no name enquiry for Ugandan mobile money, so the number is checked by its form only and
 * answered in the form Flutterwave wants (`2567xxxxxxxx`); the screen says the name could not be checked.
 */
export function ugandaMobileNumber(phone: string): string {
  const match = UG_MOBILE.exec(phone.replace(/[\s-]/g, ''));
  if (!match) throw fieldError('accountNumber', 'validation.ugMobileMoneyNumber');
  return `256${match[1]}`;
}

/** The number a transfer is sent to: a Ugandan wallet normalised, anything else as stored. */
export const transferAccountNumber = (country: string, bankCode: string, accountNumber: string) =>
  country.toUpperCase() === 'UG' && isMobileMoney('UG', bankCode)
    ? ugandaMobileNumber(accountNumber)
    : accountNumber;

export function failRead(what: string, result: Parameters<typeof failRailRead>[2]): never {
  failRailRead('Flutterwave', what, result);
}

/** Each country's banks from GET /v3/banks/{country}, plus its mobile-money operators, at most once a day. */
export function createFlutterwaveBankCache(client: FlutterwaveClient, now: () => number) {
  async function load(country: string): Promise<Bank[]> {
    const answer = await client.listBanks(country);
    if (answer.outcome !== 'ok') failRead(`listing ${country}'s banks`, answer);
    const byCode = new Map<string, Bank>();
    for (const bank of [...answer.data, ...(MOBILE_MONEY[country] ?? [])])
      byCode.set(bank.code, { code: bank.code, name: bank.name });
    return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }
  return createDailyCache(load, now, COUNTRY_CODES.length);
}

export function notOffered(key: string, params?: Record<string, string>): never {
  throw new AppError('VALIDATION_FAILED', key, params);
}
