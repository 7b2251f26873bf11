import 'server-only';
import { z } from 'zod';
import type { RailTransport } from '../rail-http';
import { flutterwaveRequest } from './flutterwave-http';
import {
  bankSchema,
  bulkTransferSchema,
  chargeSchema,
  resolvedAccountSchema,
  transactionSchema,
  transferSchema,
  virtualAccountSchema,
} from './flutterwave-types';

export const FLUTTERWAVE_BASE_URL = 'https://api.flutterwave.com';
/** What one POST /v3/bulk-transfers carries at most (our own cap; Flutterwave documents none). */
export const FLUTTERWAVE_BULK_LIMIT = 100;

export type FlutterwaveClientOptions = {
  secretKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** tests pass their own; defaults to the global fetch */
  fetch?: typeof fetch;
};

/** One transfer as POST /v3/transfers (and each bulk item) takes it: amounts in major units. */
export type FlutterwaveTransferInput = {
  account_bank: string;
  account_number: string;
  amount: number;
  currency: string;
  narration: string;
  reference: string;
  beneficiary_name?: string;
  debit_currency: string;
  meta?: Record<string, unknown>;
};

/** A bulk item names the bank `bank_code` (a single transfer says `account_bank`). */
export type FlutterwaveBulkItem = Omit<FlutterwaveTransferInput, 'account_bank' | 'debit_currency'> & {
  bank_code: string;
};

const path = (template: string, value: string | number) => template.replace('{}', encodeURIComponent(value));

/**
 * A typed client for the Flutterwave v3 endpoints Paygrid uses (no SDK). Each method answers a
 * FlutterwaveResult; a transfer's `reference` is Paygrid's payout reference and Flutterwave's only
 * idempotency: a second transfer with it is refused as a duplicate, answered here as `unknown` (verify).
 */
export function createFlutterwaveClient({
  secretKey,
  baseUrl = FLUTTERWAVE_BASE_URL,
  timeoutMs = 30_000,
  fetch: fetchImpl = globalThis.fetch,
}: FlutterwaveClientOptions) {
  const transport: RailTransport = { secretKey, baseUrl, timeoutMs, fetch: fetchImpl };

  return {
    /** POST /v3/transfers from the balance. */
    createTransfer(input: FlutterwaveTransferInput) {
      return flutterwaveRequest(transport, {
        method: 'POST',
        path: '/v3/transfers',
        body: input,
        data: transferSchema,
        referenceIsIdempotencyKey: true,
      });
    },

    /** POST /v3/bulk-transfers: each item keeps its own reference; outcomes are read per reference. */
    createBulkTransfer(input: { title: string; bulk_data: FlutterwaveBulkItem[] }) {
      return flutterwaveRequest(transport, {
        method: 'POST',
        path: '/v3/bulk-transfers',
        body: input,
        data: bulkTransferSchema,
        referenceIsIdempotencyKey: true,
      });
    },

    /** GET /v3/transfers/{id}: the transfer a webhook names, re-read by Flutterwave's own id. */
    getTransfer(id: string | number) {
      return flutterwaveRequest(transport, {
        method: 'GET',
        path: path('/v3/transfers/{}', id),
        data: transferSchema,
        notFoundIsAnswer: true,
      });
    },

    /** GET /v3/transfers?reference=…: verify by our reference (an empty list: Flutterwave never got it). */
    findTransfers(reference: string) {
      return flutterwaveRequest(transport, {
        method: 'GET',
        path: '/v3/transfers',
        query: { reference },
        data: z.array(transferSchema),
      });
    },

    /** GET /v3/transactions/{id}/verify: a collection, re-read rather than trusting a webhook. */
    verifyTransaction(id: string | number) {
      return flutterwaveRequest(transport, {
        method: 'GET',
        path: path('/v3/transactions/{}/verify', id),
        data: transactionSchema,
        notFoundIsAnswer: true,
      });
    },

    /** GET /v3/transactions/verify_by_reference?tx_ref=…: a collection we started, by our reference. */
    verifyTransactionByReference(txRef: string) {
      return flutterwaveRequest(transport, {
        method: 'GET',
        path: '/v3/transactions/verify_by_reference',
        query: { tx_ref: txRef },
        data: transactionSchema,
        notFoundIsAnswer: true,
      });
    },

    /** POST /v3/charges?type=mobile_money_uganda (or _ghana): a payment prompt to the payer's phone. */
    chargeMobileMoney(
      type: 'mobile_money_uganda' | 'mobile_money_ghana',
      input: {
        tx_ref: string;
        amount: number;
        currency: string;
        email: string;
        phone_number: string;
        network?: string;
        meta?: Record<string, unknown>;
      },
    ) {
      return flutterwaveRequest(transport, {
        method: 'POST',
        path: '/v3/charges',
        query: { type },
        body: input,
        data: chargeSchema,
      });
    },

    /** POST /v3/virtual-account-numbers with is_permanent: a wallet's funding account. */
    createVirtualAccount(input: {
      email: string;
      tx_ref: string;
      is_permanent: true;
      currency: string;
      narration: string;
      bvn?: string;
    }) {
      return flutterwaveRequest(transport, {
        method: 'POST',
        path: '/v3/virtual-account-numbers',
        body: input,
        data: virtualAccountSchema,
      });
    },

    /** GET /v3/banks/{country}: banks (and mobile-money operators) Flutterwave pays into. */
    listBanks(country: string) {
      return flutterwaveRequest(transport, {
        method: 'GET',
        path: path('/v3/banks/{}', country),
        data: z.array(bankSchema),
      });
    },

    /** POST /v3/accounts/resolve: the name on a bank account (name enquiry; not offered for mobile money). */
    resolveAccount(input: { account_number: string; account_bank: string }) {
      return flutterwaveRequest(transport, {
        method: 'POST',
        path: '/v3/accounts/resolve',
        body: input,
        data: resolvedAccountSchema,
      });
    },
  };
}

export type FlutterwaveClient = ReturnType<typeof createFlutterwaveClient>;
