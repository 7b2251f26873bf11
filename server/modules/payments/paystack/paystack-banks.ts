import 'server-only';
import { COUNTRY_CODES } from '@/lib/countries';
import { AppError, fieldError } from '@/server/errors';
import { BANK_LIST_TTL_MS, createDailyCache, failRailRead, RailUnavailableError } from '../rail-reads';
import type { Bank } from '@/server/payments-provider';
import type { PaystackClient } from './paystack-client';
import type { PaystackBank, PaystackCountry, PaystackResult } from './paystack-types';

/** Our countries Paystack pays into, by the full names its GET /bank wants (Uganda is not one). */
const PAYSTACK_COUNTRIES: Record<string, PaystackCountry> = { NG: 'nigeria', GH: 'ghana', KE: 'kenya' };

/** The country whose rail a currency's transfers run on. */
export const COUNTRY_OF_CURRENCY: Record<string, string> = { NGN: 'NG', GHS: 'GH', KES: 'KE' };

/**
 * Paystack could not be reached or did not answer in time (a timeout, a 5xx, a 429, an unreadable answer)
 * for a read that moves no money (banks, name enquiry, a collection): asking again later is safe.
 */
export class PaystackUnavailableError extends RailUnavailableError {
  constructor(detail: string, retryAfterMs: number | null = null) {
    super(detail, retryAfterMs);
    this.name = 'PaystackUnavailableError';
  }
}

type NotOk = Exclude<PaystackResult<unknown>, { outcome: 'ok' }>;

/**
 * Throws for a read that did not succeed: an outage as PaystackUnavailableError, a refusal (a wrong key, a
 * malformed request) as a plain Error — that is our configuration or our bug, not something to wait out.
 */
export function failRead(what: string, result: NotOk): never {
  failRailRead(
    'Paystack',
    what,
    result,
    (detail, retryAfterMs) => new PaystackUnavailableError(detail, retryAfterMs),
  );
}

/** Paystack's name for one of our countries; Uganda (ours, not Paystack's) is a 422 the screen can explain. */
export function paystackCountry(country: string): PaystackCountry {
  const code = country.toUpperCase();
  const name = PAYSTACK_COUNTRIES[code];
  if (name) return name;
  if ((COUNTRY_CODES as readonly string[]).includes(code))
    throw new AppError('VALIDATION_FAILED', 'errors.paystackCountryUnsupported', { country: code });
  throw fieldError('country', 'validation.invalidOption');
}

export type BankList = {
  banks: Bank[];
  /** codes of the mobile-money providers among them (their recipients are `mobile_money`) */
  mobileMoney: ReadonlySet<string>;
};

export { BANK_LIST_TTL_MS };
// Only three countries can be asked for (paystackCountry refuses the rest), so four keys is a ceiling that a
// future country cannot turn into a leak.
const MAX_COUNTRIES = 4;

// Till and Paybill numbers (`mobile_money_business`, SNIP transfer-recipient-mpesa) are businesses' M-PESA
// accounts: an employee is paid to a personal wallet, so they are left out of the picker.
const usable = (b: PaystackBank) => b.active !== false && b.type !== 'mobile_money_business';

function toBankList(lists: PaystackBank[][]): BankList {
  const byCode = new Map<string, Bank>();
  const mobileMoney = new Set<string>();
  lists.forEach((list, i) => {
    for (const bank of list.filter(usable)) {
      byCode.set(bank.code, { code: bank.code, name: bank.name });
      // the second list is the `type=mobile_money` answer; the first marks its providers by `type` too
      if (i > 0 || bank.type === 'mobile_money') mobileMoney.add(bank.code);
    }
  });
  const banks = [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return { banks, mobileMoney };
}

/**
 * Each country's banks (and, in Ghana and Kenya, mobile-money providers, which Paystack lists under
 * `type=mobile_money`) read at most once a day per process. The promise is kept so that concurrent callers
 * share one request; a failed read is forgotten at once so the next caller asks again.
 */
export function createBankCache(client: PaystackClient, now: () => number) {
  async function load(country: PaystackCountry): Promise<BankList> {
    const asks = [client.listBanks({ country })];
    if (country !== 'nigeria') asks.push(client.listBanks({ country, type: 'mobile_money' }));
    const answers = await Promise.all(asks);
    const lists = answers.map((answer) => {
      if (answer.outcome !== 'ok') failRead(`listing ${country}'s banks`, answer);
      return answer.data;
    });
    return toBankList(lists);
  }
  return createDailyCache(load, now, MAX_COUNTRIES);
}

export type BankCache = ReturnType<typeof createBankCache>;
