import 'server-only';
import { formatDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/config';
import { payoutFailureText } from '@/lib/payout-failures';
import { translator, type Translate } from '@/server/i18n';
import type { LedgerTextKey } from './ledger.service';

// Reading a stored ledger text (ledger.service.ts's `ledgerText`) in the reader's language.

/** The messages with a `count` (they have a `<key>One` form). */
export const COUNTED_KEYS: readonly LedgerTextKey[] = ['payrollRun', 'payrollRetry', 'payrollScheduled'];

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
