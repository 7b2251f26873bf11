import 'server-only';
import { logger, type Logger } from '@/server/logger';
import type {
  MobileMoneyCollection,
  PaymentsProvider,
  TransferInput,
  TransferRejected,
  TransferResult,
  VirtualAccount,
} from '@/server/payments-provider';
import { nameEnquiryAnswer } from '../rail-reads';
import { toFlutterwaveAmount } from './flutterwave-amounts';
import {
  COUNTRY_OF_CURRENCY,
  createFlutterwaveBankCache,
  failRead,
  flutterwaveCountry,
  isMobileMoney,
  notOffered,
  transferAccountNumber,
  ugandaMobileNumber,
} from './flutterwave-banks';
import {
  FLUTTERWAVE_BULK_LIMIT,
  type FlutterwaveClient,
  type FlutterwaveTransferInput,
} from './flutterwave-client';
import {
  estimateTransferFee,
  PROVIDER,
  readFlutterwaveWebhook,
  toCollection,
  toTransferResult,
  transferRejected,
  transferUnknown,
} from './flutterwave-mapping';
import { verifyFlutterwaveHash } from './flutterwave-security';

export type FlutterwaveProviderOptions = {
  client: FlutterwaveClient;
  /** FLUTTERWAVE_WEBHOOK_HASH: what `verif-hash` must equal */
  webhookHash: string;
  log?: Pick<Logger, 'warn'>;
  /** the bank-list cache's clock (tests move it) */
  now?: () => number;
};

/** Permanent virtual accounts: Flutterwave's NGN and GHS accounts, and KES where enabled on the account. */
const VIRTUAL_ACCOUNT_CURRENCIES = new Set(['NGN', 'GHS', 'KES']);
/** Mobile-money collections (a prompt to the payer's phone) by currency. */
const CHARGE_TYPES = { UGX: 'mobile_money_uganda', GHS: 'mobile_money_ghana' } as const;

const walletEmail = (organizationId: string) => `org-${organizationId}@wallets.paygrid.app`;
/** The permanent account's tx_ref: the wallet's provider reference, echoed on every payment into it. */
const walletTxRef = (organizationId: string, currency: string) =>
  `paygrid-wallet-${organizationId}-${currency.toLowerCase()}`;

/**
 * Flutterwave as the payments rail (v3): bank and mobile-money transfers from the balance, bulk transfers for
 * big runs, banks and name enquiry, permanent virtual accounts and mobile-money charges that fund wallets, and
 * `verif-hash` webhooks for the inbox. Amounts cross the edge in major units (flutterwave-amounts.ts). Every
 * uncertain outcome throws TransferUnknownError, so the caller verifies by reference before resending.
 */
export function createFlutterwaveProvider({
  client,
  webhookHash,
  log = logger,
  now = Date.now,
}: FlutterwaveProviderOptions): PaymentsProvider {
  const banks = createFlutterwaveBankCache(client, now);

  /** The transfer as Flutterwave takes it, or a refusal made here (nothing sent). */
  function transferBody(input: TransferInput): FlutterwaveTransferInput | TransferRejected {
    const currency = input.currency.toUpperCase();
    if (!COUNTRY_OF_CURRENCY[currency])
      return transferRejected(
        input.reference,
        'unsupported_currency',
        `Flutterwave does not pay out ${currency} for Paygrid.`,
      );
    let accountNumber: string;
    try {
      accountNumber = transferAccountNumber(input.country, input.bankCode, input.accountNumber);
    } catch {
      return transferRejected(
        input.reference,
        'invalid_account',
        'Not a Ugandan mobile-money number (+256 7x…)',
      );
    }
    return {
      account_bank: input.bankCode,
      account_number: accountNumber,
      amount: toFlutterwaveAmount(input.amount, currency),
      currency,
      narration: input.narration,
      reference: input.reference,
      ...(input.accountName ? { beneficiary_name: input.accountName } : {}),
      debit_currency: currency,
      meta: { organization_id: input.organizationId },
    };
  }

  async function getTransfer(reference: string): Promise<TransferResult | null> {
    const found = await client.findTransfers(reference);
    if (found.outcome === 'ok') {
      const transfer = found.data.find((t) => t.reference === reference);
      return transfer ? toTransferResult(reference, transfer) : null;
    }
    if (found.outcome === 'rejected')
      throw new Error(`Flutterwave refused verifying ${reference}: ${found.message}`);
    throw transferUnknown(found);
  }

  async function virtualAccount(reference: string, currency: string, name: string): Promise<VirtualAccount> {
    const made = await client.createVirtualAccount({
      email: walletEmail(reference),
      tx_ref: reference,
      is_permanent: true,
      currency,
      narration: name,
    });
    if (made.outcome === 'ok')
      return {
        reference,
        accountNumber: made.data.account_number,
        accountName: name,
        bankName: made.data.bank_name,
        currency,
        status: 'active',
      };
    log.warn(
      { paymentsProvider: PROVIDER, reference, outcome: made.outcome, reason: made.message },
      'Flutterwave did not create the virtual account; the wallet shows its funding account as pending',
    );
    return { reference, accountNumber: '', accountName: '', bankName: '', currency, status: 'pending' };
  }

  return {
    name: PROVIDER,

    async listBanks(country) {
      return [...(await banks.get(flutterwaveCountry(country)))];
    },

    async nameEnquiry({ country, bankCode, accountNumber }) {
      const code = flutterwaveCountry(country);
      // mobile money has no name enquiry at Flutterwave: the number's form is all that can be checked
      if (isMobileMoney(code, bankCode))
        return {
          accountNumber: code === 'UG' ? ugandaMobileNumber(accountNumber) : accountNumber,
          accountName: '',
          bankCode,
        };
      const resolved = await client.resolveAccount({ account_number: accountNumber, account_bank: bankCode });
      return nameEnquiryAnswer(resolved, bankCode, failRead);
    },

    async createVirtualAccount({ organizationId, organizationName, currency }) {
      const upper = currency.toUpperCase();
      const reference = walletTxRef(organizationId, upper);
      if (VIRTUAL_ACCOUNT_CURRENCIES.has(upper))
        return virtualAccount(reference, upper, organizationName.trim());
      // UGX: no virtual accounts; the wallet is funded by mobile-money collections, which name it in `meta`
      return {
        reference,
        accountNumber: '',
        accountName: '',
        bankName: '',
        currency: upper,
        status: 'active',
      };
    },

    async assignVirtualAccount({ reference, currency }) {
      return virtualAccount(reference, currency.toUpperCase(), 'Paygrid wallet');
    },

    async startMobileMoneyCollection({ organizationId, walletId, amount, currency, phone }) {
      const upper = currency.toUpperCase() as keyof typeof CHARGE_TYPES;
      const type = CHARGE_TYPES[upper];
      if (!type) notOffered('errors.flutterwaveMobileMoneyCurrency', { currency: upper });
      const reference = `paygrid-momo-${crypto.randomUUID()}`;
      const charged = await client.chargeMobileMoney(type, {
        tx_ref: reference,
        amount: toFlutterwaveAmount(amount, upper),
        currency: upper,
        email: walletEmail(organizationId),
        phone_number: upper === 'UGX' ? ugandaMobileNumber(phone) : phone,
        ...(upper === 'GHS' ? { network: 'MTN' } : {}),
        meta: { organization_id: organizationId, wallet_id: walletId },
      });
      if (charged.outcome !== 'ok') failRead('starting a mobile-money charge', charged);
      return { reference, organizationId, walletId, amount, currency: upper, phone, status: 'pending' };
    },

    async verifyMobileMoneyCollection(reference): Promise<MobileMoneyCollection | null> {
      const found = await client.verifyTransactionByReference(reference);
      if (found.outcome === 'not_found') return null;
      if (found.outcome !== 'ok') failRead(`verifying charge ${reference}`, found);
      const c = toCollection(found.data);
      if (!c.organizationId || !c.walletId) return null;
      return {
        reference: c.reference,
        organizationId: c.organizationId,
        walletId: c.walletId,
        amount: c.amount,
        currency: c.currency,
        phone: found.data.customer?.phone_number ?? '',
        status: c.status,
        ledgerKey: `${PROVIDER}:charge:${c.eventId}`,
      };
    },

    async transfer(input) {
      const body = transferBody(input);
      if ('status' in body) return body;
      const sent = await client.createTransfer(body);
      if (sent.outcome === 'ok') return toTransferResult(input.reference, sent.data);
      if (sent.outcome === 'rejected') return transferRejected(input.reference, sent.code, sent.message);
      throw transferUnknown(sent);
    },

    /**
     * POST /v3/bulk-transfers per currency and 100 transfers. Flutterwave answers the batch, not its transfers:
     * each is `pending` until read by its reference (the poll). A refusal of the batch refuses each of its
     * transfers (nothing was created); an unknown outcome throws, so every reference is verified.
     */
    async transferMany(inputs) {
      const answers: (TransferResult | TransferRejected)[] = new Array(inputs.length);
      const byCurrency = new Map<string, { index: number; body: FlutterwaveTransferInput }[]>();
      for (const [index, input] of inputs.entries()) {
        const body = transferBody(input);
        if ('status' in body) answers[index] = body;
        else byCurrency.set(body.currency, [...(byCurrency.get(body.currency) ?? []), { index, body }]);
      }
      for (const [currency, ready] of byCurrency) {
        for (let start = 0; start < ready.length; start += FLUTTERWAVE_BULK_LIMIT) {
          const chunk = ready.slice(start, start + FLUTTERWAVE_BULK_LIMIT);
          const sent = await client.createBulkTransfer({
            title: `Paygrid ${currency} payouts`,
            bulk_data: chunk.map(({ body: { account_bank, debit_currency: _debit, ...item } }) => ({
              ...item,
              bank_code: account_bank,
            })),
          });
          if (sent.outcome === 'rejected') {
            for (const { index, body } of chunk)
              answers[index] = transferRejected(body.reference, sent.code, sent.message);
            continue;
          }
          if (sent.outcome !== 'ok') throw transferUnknown(sent);
          for (const { index, body } of chunk)
            answers[index] = { reference: body.reference, status: 'pending', failureReason: null };
        }
      }
      return answers;
    },

    getTransfer,

    rereadWebhook: {
      async transfer(id) {
        const found = await client.getTransfer(id);
        if (found.outcome === 'ok') return toTransferResult(found.data.reference, found.data);
        if (found.outcome === 'not_found') return null;
        if (found.outcome === 'rejected')
          throw new Error(`Flutterwave refused reading transfer ${id}: ${found.message}`);
        throw transferUnknown(found);
      },
      async collection(id) {
        const found = await client.verifyTransaction(id);
        if (found.outcome === 'ok') return toCollection(found.data);
        if (found.outcome === 'not_found') return null;
        failRead(`verifying transaction ${id}`, found);
      },
    },

    async getCollection(reference) {
      const found = await client.verifyTransactionByReference(reference);
      if (found.outcome === 'ok') return toCollection(found.data);
      if (found.outcome === 'not_found') return null;
      failRead(`verifying collection ${reference}`, found);
    },

    transferFee: estimateTransferFee,

    readWebhook: (rawBody, headers) => readFlutterwaveWebhook(webhookHash, rawBody, headers),
    verifyWebhookSignature: (_rawBody, headers) =>
      verifyFlutterwaveHash(headers.get('verif-hash'), webhookHash),

    // answered as a failed remittance, not thrown: auto-remit returns the money to the wallet and says why
    remitStatutory: async (input) => ({
      reference: input.reference,
      providerReference: null,
      status: 'failed',
      failureReason: 'Flutterwave cannot pay statutory remittances directly: record the payment yourself',
    }),

    // the sandbox's own webhook formats: Flutterwave's events arrive through the inbox (readWebhook)
    parseWebhook: () => null,
    parseTransferWebhook: () => null,
  };
}
