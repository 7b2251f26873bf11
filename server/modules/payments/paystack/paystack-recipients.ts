import 'server-only';
import { and, eq } from 'drizzle-orm';
import { blindIndex } from '@/server/crypto/field-cipher';
import type { DbOrTx } from '@/server/db/client';
import { paymentRecipients } from '@/server/db/schema';
import { TransferUnknownError, type TransferInput, type TransferRejected } from '@/server/payments-provider';
import {
  COUNTRY_OF_CURRENCY,
  paystackCountry,
  PaystackUnavailableError,
  type BankCache,
} from './paystack-banks';
import type { PaystackClient } from './paystack-client';
import { transferRejected, transferUnknown } from './paystack-mapping';
import type { PaystackRecipientType } from './paystack-types';

export const PROVIDER = 'paystack';

export type RecipientDeps = {
  client: PaystackClient;
  getDb: () => Promise<DbOrTx>;
  banks: BankCache;
};

/**
 * The recipient type for an account, or a refusal. NGN accounts are NUBANs; GHS accounts are GhIPSS banks
 * unless the bank code is one of Ghana's mobile-money providers; KES pays M-PESA (and other wallets) as
 * `mobile_money`. Kenyan bank accounts are not payable: OAS lists the recipient types nuban, ghipss,
 * mobile_money, basa and authorization, none for a Kenyan bank (GET /bank calls them `kepss`, but no
 * recipient type of that name is documented), so they are refused before anything is sent.
 */
async function recipientType(
  banks: BankCache,
  reference: string,
  currency: string,
  bankCode: string,
): Promise<PaystackRecipientType | TransferRejected> {
  if (currency === 'NGN') return 'nuban';
  const country = COUNTRY_OF_CURRENCY[currency];
  if (!country)
    return transferRejected(
      reference,
      'unsupported_currency',
      `Paystack does not pay out in ${currency} (NGN, GHS and KES only).`,
    );
  let mobileMoney: ReadonlySet<string>;
  try {
    ({ mobileMoney } = await banks.get(paystackCountry(country)));
  } catch (error) {
    // nothing was sent yet, but the seam's contract for "ask again later" is TransferUnknownError
    if (error instanceof PaystackUnavailableError)
      throw new TransferUnknownError(error.message, error.retryAfterMs);
    throw error;
  }
  if (mobileMoney.has(bankCode)) return 'mobile_money';
  if (currency === 'GHS') return 'ghipss';
  return transferRejected(
    reference,
    'unsupported_account',
    'Paystack pays Kenyan employees to mobile-money wallets (e.g. M-PESA) only; bank accounts in Kenya are not supported.',
  );
}

/**
 * The Paystack recipient for this organisation's account: ours from payment_recipients, else created with
 * POST /transferrecipient and remembered. Only a keyed hash of the account number is stored, so a changed
 * account is simply another row. Paystack itself answers the existing recipient for an account it holds,
 * so two first payouts racing to create one end with the same code, and the insert keeps whichever landed.
 */
export async function recipientFor(
  { client, getDb, banks }: RecipientDeps,
  input: TransferInput,
): Promise<{ recipient: string } | TransferRejected> {
  const currency = input.currency.toUpperCase();
  const accountHash = blindIndex('payment-recipient', input.accountNumber);
  const db = await getDb();
  const sameAccount = and(
    eq(paymentRecipients.organizationId, input.organizationId),
    eq(paymentRecipients.provider, PROVIDER),
    eq(paymentRecipients.currency, currency),
    eq(paymentRecipients.bankCode, input.bankCode),
    eq(paymentRecipients.accountHash, accountHash),
  );
  const known = () =>
    db.select({ code: paymentRecipients.recipientCode }).from(paymentRecipients).where(sameAccount).limit(1);

  const [found] = await known();
  if (found) return { recipient: found.code };

  const type = await recipientType(banks, input.reference, currency, input.bankCode);
  if (typeof type !== 'string') return type;
  const created = await client.createTransferRecipient({
    type,
    name: input.accountName?.trim() || 'Employee',
    account_number: input.accountNumber,
    bank_code: input.bankCode,
    currency,
  });
  if (created.outcome === 'rejected') return transferRejected(input.reference, created.code, created.message);
  if (created.outcome !== 'ok') throw transferUnknown(created);

  await db
    .insert(paymentRecipients)
    .values({
      organizationId: input.organizationId,
      provider: PROVIDER,
      currency,
      bankCode: input.bankCode,
      accountHash,
      recipientCode: created.data.recipient_code,
    })
    .onConflictDoNothing();
  const [row] = await known();
  return { recipient: row?.code ?? created.data.recipient_code };
}
