/**
 * Why a payout failed, as a code with a message (`payouts.disbursement.reasons.<code>`) in each language.
 * Payouts store what the provider or our own checks answered — a provider's code or short text
 * ("Account closed") — and screens, notices and ledger texts word it in the reader's language through this
 * table. An answer it does not know is shown as the provider gave it.
 */
export const PAYOUT_FAILURE_CODES = [
  'no_account',
  'account_closed',
  'account_not_found',
  'name_mismatch',
  'insufficient_funds',
  'provider_key',
  'reversed',
  'transfer_failed',
  'bank_change_pending',
] as const;
export type PayoutFailureCode = (typeof PAYOUT_FAILURE_CODES)[number];

/** Provider codes and texts (lower case) → our code. */
const PROVIDER_ANSWERS: Record<string, PayoutFailureCode> = {
  // ours (payouts.service.ts, payouts.worker.ts, employees-bank.ts)
  'no bank account on file': 'no_account',
  'account closed or not found (name enquiry)': 'account_not_found',
  'name mismatch — check before paying': 'name_mismatch',
  'transfer failed': 'transfer_failed',
  'unknown reason': 'transfer_failed',
  // the sandbox bank
  'account closed': 'account_closed',
  // the texts and codes real providers answer (Paystack, Flutterwave)
  'account not found': 'account_not_found',
  'could not resolve account name': 'account_not_found',
  'invalid account number': 'account_not_found',
  'insufficient balance': 'insufficient_funds',
  'insufficient funds': 'insufficient_funds',
  account_closed: 'account_closed',
  account_not_found: 'account_not_found',
  invalid_account: 'account_not_found',
  insufficient_balance: 'insufficient_funds',
  invalid_key: 'provider_key',
  // ours, when the provider reverses a transfer without saying why (payouts.service.ts)
  reversed_by_bank: 'reversed',
};

/**
 * A payout held because the employee's bank details changed and nobody has confirmed them yet (issue 33): stored
 * as `bank_change_pending:YYYY-MM-DD` (the day of the change). Unlike a failure it waits in clearing, status
 * `held`, and "Retry failed payments" sends it with the same reference once the change is confirmed.
 */
export const BANK_CHANGE_HOLD = 'bank_change_pending';
export const bankChangeHoldReason = (changedOn: string) => `${BANK_CHANGE_HOLD}:${changedOn}`;
/** Whether a hold's reason means "wait in clearing" rather than "fail and give the money back". */
export const waitsInClearing = (reason: string | null | undefined) =>
  Boolean(reason?.startsWith(`${BANK_CHANGE_HOLD}:`));

/** The code of a stored failure reason; null when there is none or it is not one we know. */
export function payoutFailureCode(reason: string | null | undefined): PayoutFailureCode | null {
  if (!reason) return null;
  if (waitsInClearing(reason)) return BANK_CHANGE_HOLD;
  const text = reason.trim().toLowerCase();
  if ((PAYOUT_FAILURE_CODES as readonly string[]).includes(text)) return text as PayoutFailureCode;
  return PROVIDER_ANSWERS[text] ?? null;
}

/**
 * A failure reason in words: the message of its code through `t` (a translator of `payouts.disbursement`),
 * else the provider's own text; `unknown` when nothing was recorded.
 */
export function payoutFailureText(
  reason: string | null | undefined,
  t: (key: string, values?: Record<string, string>) => string,
  unknown = 'unknownReason',
): string {
  const code = payoutFailureCode(reason);
  // the bank-change hold carries the day of the change: "Bank details changed on 2026-11-29, awaiting …"
  if (code === BANK_CHANGE_HOLD)
    return t(`reasons.${code}`, { date: reason!.slice(BANK_CHANGE_HOLD.length + 1) });
  if (code) return t(`reasons.${code}`);
  return reason?.trim() ? reason : t(unknown);
}
