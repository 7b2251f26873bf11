import 'server-only';
import { z } from 'zod';
import { paystackRequest, type PaystackTransport } from './paystack-http';
import { isValidTransferReference } from './paystack-security';
import {
  bankSchema,
  bulkTransferItemSchema,
  customerSchema,
  dedicatedAccountSchema,
  recipientSchema,
  resolvedAccountSchema,
  transactionSchema,
  transferSchema,
  type PaystackCountry,
  type PaystackRecipientType,
  type PaystackResult,
} from './paystack-types';

export const PAYSTACK_BASE_URL = 'https://api.paystack.co';
/** Paystack's documented ceiling for one POST /transfer/bulk. */
export const PAYSTACK_BULK_LIMIT = 100;

export type PaystackClientOptions = {
  secretKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** tests pass their own; defaults to the global fetch */
  fetch?: typeof fetch;
};

export type TransferInput = {
  amount: number;
  recipient: string;
  reference: string;
  reason: string;
  currency: string;
};

function refusedLocally(code: 'invalid_reference' | 'too_many_transfers', message: string) {
  return { outcome: 'rejected', code, message, httpStatus: null } as const;
}

function badReference(reference: string) {
  return refusedLocally(
    'invalid_reference',
    `Transfer reference "${reference}" must be 16–50 lowercase letters, digits, "-" or "_".`,
  );
}

const path = (template: string, value: string) => template + encodeURIComponent(value);

/**
 * A typed client for the Paystack endpoints Paygrid uses (no SDK: the official one is beta and stale). Each
 * method answers a PaystackResult; see paystack-types.ts for what each outcome allows the caller to do.
 */
export function createPaystackClient({
  secretKey,
  baseUrl = PAYSTACK_BASE_URL,
  timeoutMs = 30_000,
  fetch: fetchImpl = globalThis.fetch,
}: PaystackClientOptions) {
  const transport: PaystackTransport = { secretKey, baseUrl, timeoutMs, fetch: fetchImpl };

  return {
    /** POST /transferrecipient. Paystack answers the existing recipient for an account it already holds. */
    createTransferRecipient(input: {
      type: PaystackRecipientType;
      name: string;
      account_number: string;
      bank_code: string;
      currency: string;
    }) {
      return paystackRequest(transport, {
        method: 'POST',
        path: '/transferrecipient',
        body: input,
        data: recipientSchema,
      });
    },

    /** POST /transfer from the balance. The reference is the idempotency key: refused here if malformed. */
    async initiateTransfer(input: TransferInput): Promise<PaystackResult<z.infer<typeof transferSchema>>> {
      if (!isValidTransferReference(input.reference)) return badReference(input.reference);
      return paystackRequest(transport, {
        method: 'POST',
        path: '/transfer',
        body: { source: 'balance', ...input },
        data: transferSchema,
        referenceIsIdempotencyKey: true,
      });
    },

    /**
     * POST /transfer/bulk (at most 100; Paystack requires transfer OTP to be off). Each transfer's fate is
     * read afterwards by its reference.
     */
    async initiateBulkTransfer(input: {
      currency: string;
      transfers: Omit<TransferInput, 'currency'>[];
    }): Promise<PaystackResult<z.infer<typeof bulkTransferItemSchema>[]>> {
      const count = input.transfers.length;
      if (count === 0 || count > PAYSTACK_BULK_LIMIT)
        return refusedLocally(
          'too_many_transfers',
          `A bulk transfer carries 1 to ${PAYSTACK_BULK_LIMIT} transfers (got ${count}).`,
        );
      const bad = input.transfers.find((t) => !isValidTransferReference(t.reference));
      if (bad) return badReference(bad.reference);
      return paystackRequest(transport, {
        method: 'POST',
        path: '/transfer/bulk',
        body: { source: 'balance', currency: input.currency, transfers: input.transfers },
        data: z.array(bulkTransferItemSchema),
        referenceIsIdempotencyKey: true,
      });
    },

    /** GET /transfer/verify/{reference}: Paystack's word on a transfer, `not_found` when it never got it. */
    async verifyTransfer(reference: string): Promise<PaystackResult<z.infer<typeof transferSchema>>> {
      if (!isValidTransferReference(reference)) return badReference(reference);
      return paystackRequest(transport, {
        method: 'GET',
        path: path('/transfer/verify/', reference),
        data: transferSchema,
        notFoundIsAnswer: true,
      });
    },

    /** GET /transaction/verify/{reference}: a collection (a DVA funding), re-read rather than trusting a webhook. */
    verifyTransaction(reference: string) {
      return paystackRequest(transport, {
        method: 'GET',
        path: path('/transaction/verify/', reference),
        data: transactionSchema,
        notFoundIsAnswer: true,
      });
    },

    /** POST /customer: the owner of a wallet's dedicated account. */
    createCustomer(input: { email: string; first_name?: string; last_name?: string; phone?: string }) {
      return paystackRequest(transport, {
        method: 'POST',
        path: '/customer',
        body: input,
        data: customerSchema,
      });
    },

    /** POST /dedicated_account: a bank account number that funds the wallet (`test-bank` in test mode). */
    createDedicatedAccount(input: { customer: string; preferred_bank: string }) {
      return paystackRequest(transport, {
        method: 'POST',
        path: '/dedicated_account',
        body: input,
        data: dedicatedAccountSchema,
      });
    },

    /** GET /bank?country=…: banks (and, by `type`, mobile-money providers) Paystack pays into. */
    listBanks(input: { country: PaystackCountry; currency?: string; type?: string }) {
      return paystackRequest(transport, {
        method: 'GET',
        path: '/bank',
        query: { country: input.country, currency: input.currency, type: input.type },
        data: z.array(bankSchema),
      });
    },

    /** GET /bank/resolve: the name on an account (name enquiry). */
    resolveAccount(input: { account_number: string; bank_code: string }) {
      return paystackRequest(transport, {
        method: 'GET',
        path: '/bank/resolve',
        query: input,
        data: resolvedAccountSchema,
      });
    },
  };
}

export type PaystackClient = ReturnType<typeof createPaystackClient>;
