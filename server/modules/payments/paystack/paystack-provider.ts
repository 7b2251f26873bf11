import 'server-only';
import { inParallel } from '@/lib/in-parallel';
import type { DbOrTx } from '@/server/db/client';
import { processDbHandle } from '@/server/db/process-db';
import { AppError } from '@/server/errors';
import { logger, type Logger } from '@/server/logger';
import {
  TransferUnknownError,
  type PaymentsProvider,
  type TransferInput,
  type TransferRejected,
  type TransferResult,
  type VirtualAccount,
} from '@/server/payments-provider';
import { nameEnquiryAnswer } from '../rail-reads';
import { createBankCache, failRead, paystackCountry } from './paystack-banks';
import { PAYSTACK_BULK_LIMIT, type PaystackClient } from './paystack-client';
import {
  estimateTransferFee,
  readPaystackWebhook,
  toCollection,
  toTransferResult,
  transferRejected,
  transferUnknown,
} from './paystack-mapping';
import { PROVIDER, recipientFor, type RecipientDeps } from './paystack-recipients';
import { verifyPaystackSignature } from './paystack-security';

export type PaystackProviderOptions = {
  client: PaystackClient;
  /** keys the webhook signature (Paystack signs with the integration's secret key) */
  secretKey: string;
  /** a sk_test_ key: no real money moves, and the DVA bank defaults to Paystack's `test-bank` */
  testMode: boolean;
  /** the `preferred_bank` slug of wallets' dedicated accounts */
  dvaBank?: string;
  /** where recipients are remembered (default: this process's database, never a caller's transaction) */
  getDb?: () => Promise<DbOrTx>;
  log?: Pick<Logger, 'warn'>;
  /** the bank-list cache's clock (tests move it) */
  now?: () => number;
};

/** Recipients created at once by a bulk send (Paystack publishes no rate limit; a handful is polite). */
const RECIPIENT_LANES = 8;

/** Only NGN: OAS documents no currency or country on POST /dedicated_account and no Ghanaian DVA bank. */
const FUNDING_CURRENCIES = new Set(['NGN']);

const processDb = async () => (await processDbHandle()).db;

function fundingCurrency(currency: string) {
  const upper = currency.toUpperCase();
  if (!FUNDING_CURRENCIES.has(upper))
    throw new AppError('VALIDATION_FAILED', 'errors.paystackFundingCurrencyUnsupported', { currency: upper });
  return upper;
}

function notOffered(key: string): never {
  throw new AppError('VALIDATION_FAILED', key);
}

/** A synthetic, stable address per organisation: Paystack requires an email on a customer. */
export const walletCustomerEmail = (organizationId: string) => `org-${organizationId}@wallets.paygrid.app`;

/**
 * Paystack as the payments rail: banks and name enquiry from its API, NUBAN/GhIPSS/mobile-money transfers
 * from the integration's balance, dedicated virtual accounts that fund wallets, and its signed webhooks for
 * the inbox. Every answer about money comes from Paystack's own records (initiate, verify), and every
 * uncertain outcome is thrown as TransferUnknownError so the caller verifies before resending.
 */
export function createPaystackProvider({
  client,
  secretKey,
  testMode,
  dvaBank,
  getDb = processDb,
  log = logger,
  now = Date.now,
}: PaystackProviderOptions): PaymentsProvider {
  const banks = createBankCache(client, now);
  const recipients: RecipientDeps = { client, getDb, banks };
  const preferredBank = dvaBank ?? (testMode ? 'test-bank' : 'wema-bank');

  async function send(input: TransferInput, recipient: string): Promise<TransferResult | TransferRejected> {
    const sent = await client.initiateTransfer({
      amount: input.amount,
      recipient,
      reference: input.reference,
      reason: input.narration,
      currency: input.currency.toUpperCase(),
    });
    if (sent.outcome === 'ok') return toTransferResult(input.reference, sent.data);
    if (sent.outcome === 'rejected') return transferRejected(input.reference, sent.code, sent.message);
    throw transferUnknown(sent);
  }

  /**
   * Asks for the customer's dedicated account. Anything but a number (refused, unreachable) leaves the
   * wallet "funding account pending" with the customer kept as its reference, so a retry asks for the same
   * customer's account rather than creating another customer.
   */
  async function dedicatedAccount(customer: string, currency: string): Promise<VirtualAccount> {
    const made = await client.createDedicatedAccount({ customer, preferred_bank: preferredBank });
    if (made.outcome === 'ok')
      return {
        reference: customer,
        accountNumber: made.data.account_number,
        accountName: made.data.account_name,
        bankName: made.data.bank.name,
        currency,
        status: 'active',
      };
    log.warn(
      { paymentsProvider: PROVIDER, customer, outcome: made.outcome, reason: made.message },
      'Paystack did not assign a dedicated account; the wallet shows its funding account as pending',
    );
    return {
      reference: customer,
      accountNumber: '',
      accountName: '',
      bankName: '',
      currency,
      status: 'pending',
    };
  }

  return {
    name: PROVIDER,

    async listBanks(country) {
      return [...(await banks.get(paystackCountry(country))).banks];
    },

    async nameEnquiry({ country, bankCode, accountNumber }) {
      paystackCountry(country);
      const resolved = await client.resolveAccount({ account_number: accountNumber, bank_code: bankCode });
      return nameEnquiryAnswer(resolved, bankCode, failRead);
    },

    async createVirtualAccount({ organizationId, organizationName, currency }) {
      const upper = fundingCurrency(currency);
      const customer = await client.createCustomer({
        email: walletCustomerEmail(organizationId),
        first_name: organizationName.trim(),
      });
      if (customer.outcome !== 'ok') failRead("creating the wallet's customer", customer);
      return dedicatedAccount(customer.data.customer_code, upper);
    },

    async assignVirtualAccount({ reference, currency }) {
      return dedicatedAccount(reference, fundingCurrency(currency));
    },

    async transfer(input) {
      const found = await recipientFor(recipients, input);
      return 'recipient' in found ? send(input, found.recipient) : found;
    },

    /**
     * Recipients first, for the whole batch, so a refused account or an outage surfaces before any money
     * moves; then one POST /transfer/bulk per currency and 100 transfers. With transfer OTP on, Paystack
     * refuses bulk (`otp_enabled`) and the rest go one by one (each then answers `needs_otp`). An unknown
     * outcome throws: the caller verifies every reference of the batch, as the seam asks.
     */
    async transferMany(inputs) {
      const answers: (TransferResult | TransferRejected)[] = new Array(inputs.length);
      const byCurrency = new Map<string, { index: number; input: TransferInput; recipient: string }[]>();
      // a new account needs one POST /transferrecipient each: a few at a time, not 100 in a row
      const found = await inParallel(inputs, RECIPIENT_LANES, (input) => recipientFor(recipients, input));
      for (const [index, input] of inputs.entries()) {
        const recipient = found[index]!;
        if (!('recipient' in recipient)) {
          answers[index] = recipient;
          continue;
        }
        const currency = input.currency.toUpperCase();
        byCurrency.set(currency, [
          ...(byCurrency.get(currency) ?? []),
          { index, input, recipient: recipient.recipient },
        ]);
      }

      let oneByOne = false;
      for (const [currency, ready] of byCurrency) {
        for (let start = 0; start < ready.length; start += PAYSTACK_BULK_LIMIT) {
          const chunk = ready.slice(start, start + PAYSTACK_BULK_LIMIT);
          if (!oneByOne) {
            const sent = await client.initiateBulkTransfer({
              currency,
              transfers: chunk.map(({ input, recipient }) => ({
                amount: input.amount,
                recipient,
                reference: input.reference,
                reason: input.narration,
              })),
            });
            if (sent.outcome === 'ok') {
              const rows = new Map(sent.data.map((row) => [row.reference, row]));
              for (const { index, input } of chunk) {
                const row = rows.get(input.reference);
                if (!row)
                  throw new TransferUnknownError(`Paystack's bulk answer left out ${input.reference}`);
                answers[index] = toTransferResult(input.reference, row);
              }
              continue;
            }
            if (sent.outcome !== 'rejected') throw transferUnknown(sent);
            if (sent.code !== 'otp_enabled') {
              for (const { index, input } of chunk)
                answers[index] = transferRejected(input.reference, sent.code, sent.message);
              continue;
            }
            oneByOne = true;
          }
          for (const { index, input, recipient } of chunk) answers[index] = await send(input, recipient);
        }
      }
      return answers;
    },

    async getTransfer(reference) {
      const found = await client.verifyTransfer(reference);
      if (found.outcome === 'ok') return toTransferResult(reference, found.data);
      if (found.outcome === 'not_found') return null;
      if (found.outcome === 'rejected') {
        // refused locally (httpStatus null): a malformed reference was never sent, so Paystack holds none
        if (found.httpStatus === null) return null;
        throw new Error(`Paystack refused verifying ${reference}: ${found.message}`);
      }
      throw transferUnknown(found);
    },

    transferFee: estimateTransferFee,

    readWebhook: (rawBody, headers) => readPaystackWebhook(secretKey, rawBody, headers),
    verifyWebhookSignature: (rawBody, headers) =>
      verifyPaystackSignature(rawBody, headers.get('x-paystack-signature'), secretKey),

    async getCollection(reference) {
      const found = await client.verifyTransaction(reference);
      if (found.outcome === 'ok') return toCollection(found.data);
      if (found.outcome === 'not_found') return null;
      failRead(`verifying collection ${reference}`, found);
    },

    // Not offered through Paystack in issue 32: wallets are funded by bank transfer into the DVA.
    startMobileMoneyCollection: async () => notOffered('errors.paystackMobileMoneyUnsupported'),
    verifyMobileMoneyCollection: async () => notOffered('errors.paystackMobileMoneyUnsupported'),
    // answered as a failed remittance, not thrown: auto-remit then returns the money to the wallet and says
    // why, where a throw would retry forever with the money stuck in clearing
    remitStatutory: async (input) => ({
      reference: input.reference,
      providerReference: null,
      status: 'failed',
      failureReason: 'Paystack cannot pay statutory remittances directly: record the payment yourself',
    }),

    // The sandbox's own webhook formats (x-paygrid-signature): Paystack's events arrive through the inbox
    // (readWebhook at /api/v1/webhooks/paystack), so these never accept anything.
    parseWebhook: () => null,
    parseTransferWebhook: () => null,
  };
}
