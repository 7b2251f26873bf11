import 'server-only';
import { formatDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/config';
import { payoutFailureText } from '@/lib/payout-failures';
import { translator, type Translate } from '@/server/i18n';

/**
 * The description of a ledger transaction as a message (`wallet.api.ledger.<key>`) and its parameters, stored
 * as such and worded in the reader's language when read: the API answers `description` in the request's
 * language. Parameters are data (a sender's name, a run's name, a count) or codes worded on reading:
 * `reason` (a payout failure, lib/payout-failures.ts), `type` (a statutory type), `plan` and `cycle` (billing),
 * `date`, `from` and `to` (YYYY-MM-DD). A message with `count` has a `<key>One` for a count of one.
 */
export const LEDGER_TEXT_KEYS = [
  'transferFrom',
  'walletFunding',
  'mobileMoney',
  'accountFee',
  'payrollRun',
  'payrollRetry',
  'payrollScheduled',
  'payrollReleaseReturn',
  'payrollScheduleCancelled',
  'payoutFailed',
  'ewaAdvance',
  'ewaFee',
  'ewaFeeReturned',
  'statutoryRemittance',
  'statutoryFailed',
  'statutoryNotNeeded',
  'subscription',
] as const;
export type LedgerTextKey = (typeof LEDGER_TEXT_KEYS)[number];
export type LedgerText = { key: LedgerTextKey; params?: Record<string, string | number> };

/** The messages with a `count` (they have a `<key>One` form). */
export const COUNTED_KEYS: readonly LedgerTextKey[] = ['payrollRun', 'payrollRetry', 'payrollScheduled'];

export const ledgerText = (key: LedgerTextKey, params?: LedgerText['params']): LedgerText =>
  params ? { key, params } : { key };

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A parameter in the reader's words: codes become their names, days their local form; data stays as it is. */
function wordParam(name: string, value: string | number, t: Translate, locale: Locale): string | number {
  if (typeof value === 'number') return value;
  switch (name) {
    case 'reason':
      return payoutFailureText(value, (k) => t(`payouts.disbursement.${k}`), 'reasons.transfer_failed');
    case 'type': {
      const named = t(`remittances.types.${value}`);
      return named === `remittances.types.${value}` ? value.toUpperCase() : named;
    }
    case 'plan': {
      const named = t(`billing.plans.${value}.name`);
      return named === `billing.plans.${value}.name` ? value : named;
    }
    case 'cycle': {
      const named = t(`billing.cycles.${value}`);
      return named === `billing.cycles.${value}` ? value : named;
    }
    case 'date':
    case 'from':
    case 'to':
      return isoDay.test(value) ? formatDate(value, locale) : value;
    default:
      return value;
  }
}

type DescribedRow = {
  description: string | null;
  descriptionKey: string | null;
  descriptionParams: Record<string, string | number> | null;
};

/**
 * A transaction's description in `locale`: its message with the parameters worded, or — for a row written
 * before descriptions had keys — the English text it was stored with.
 */
export function describeLedgerTransaction(row: DescribedRow, locale: Locale): string | null {
  if (!row.descriptionKey) return row.description;
  const t = translator(locale);
  const params = row.descriptionParams ?? {};
  const words = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, wordParam(name, value, t, locale)]),
  );
  const one = params.count === 1 && (COUNTED_KEYS as readonly string[]).includes(row.descriptionKey);
  const key = `wallet.api.ledger.${row.descriptionKey}${one ? 'One' : ''}`;
  const text = t(key, words);
  return text === key ? row.description : text;
}
