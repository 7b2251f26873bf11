import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { COUNTRY_CODES, type CountryCode } from '@/lib/countries';
import type { DbOrTx } from '@/server/db/client';
import { processDbHandle } from '@/server/db/process-db';
import { AppError, fieldError } from '@/server/errors';
import { BANKS_BY_COUNTRY } from './banks';
import { isValidNuban } from './nuban';
import type { FundingEvent, PaymentsProvider, VirtualAccount } from '@/server/payments-provider';
import { sandboxGetCollection, sandboxStartCollection } from './sandbox-collections';
import { pickName } from './sandbox-names';
import {
  isClosedSandboxAccount,
  parseTransferEvent,
  sandboxGetTransfer,
  sandboxTransfer,
  type SandboxDb,
} from './sandbox-transfers';

/** Outside production the sandbox signs with this fixed secret, so dev tools and tests agree without setup. */
export const DEV_WEBHOOK_SECRET = 'paygrid-sandbox-webhook-secret';
export const SANDBOX_BANK_NAME = 'Paygrid Sandbox Bank';

const sha256 = (text: string) => createHash('sha256').update(text).digest();
const accountNotFound = () => new AppError('BAD_REQUEST', 'errors.accountNotFound');

function countryOf(country: string): CountryCode {
  const code = country.toUpperCase();
  if (!(COUNTRY_CODES as readonly string[]).includes(code))
    throw fieldError('country', 'validation.invalidOption');
  return code as CountryCode;
}

// NG accounts are 10-digit NUBANs with a check digit; GH, KE and UG banks use 10 to 16 digits.
function isWellFormed(country: CountryCode, bankCode: string, accountNumber: string) {
  if (country === 'NG') return isValidNuban(bankCode, accountNumber);
  return /^\d{10,16}$/.test(accountNumber);
}

/** A stable 10-digit number from a hash (never starting with 0, so it survives being read as a number). */
function digitsFrom(hash: Buffer, length: number) {
  const n = hash.readBigUInt64BE(0) % 10n ** BigInt(length - 1);
  return String(1 + (hash[8]! % 9)) + n.toString().padStart(length - 1, '0');
}

const fundingEventSchema = z.object({
  eventId: z.string().min(1),
  virtualAccountReference: z.string().min(1),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  senderName: z.string().optional(),
  occurredAt: z.iso.datetime({ offset: true }),
});

function signatureOf(secret: string, body: string) {
  return createHmac('sha256', secret).update(body).digest('hex');
}

function sameSignature(expected: string, given: string) {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  // timingSafeEqual needs equal lengths; a length mismatch is already a wrong signature.
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The deterministic provider used in development, tests and demos: real bank lists, names derived from a
 * hash of bank code + account number, accounts ending in 0000 "do not exist", HMAC-SHA256 signed webhooks.
 */
export type SandboxOptions = {
  webhookSecret?: string;
  /** where the sandbox keeps its transfers (default: this process's database) */
  db?: DbOrTx | SandboxDb;
  /** how long a transfer stays pending before it succeeds (default 1 s) */
  transferDelayMs?: number;
};

// The process's own database (server/db/process-db.ts). The server and workers open it before any job runs, so
// a transfer always finds it.
const processDb: SandboxDb = async () => (await processDbHandle()).db;

export function createSandboxProvider({
  webhookSecret = DEV_WEBHOOK_SECRET,
  db,
  transferDelayMs = 1000,
}: SandboxOptions = {}): PaymentsProvider {
  const getDb: SandboxDb = typeof db === 'function' ? db : db ? async () => db : processDb;
  return {
    name: 'sandbox',

    async listBanks(country) {
      return [...BANKS_BY_COUNTRY[countryOf(country)]];
    },

    async nameEnquiry({ country, bankCode, accountNumber }) {
      const code = countryOf(country);
      const bank = BANKS_BY_COUNTRY[code].find((b) => b.code === bankCode);
      if (!bank || !isWellFormed(code, bankCode, accountNumber) || isClosedSandboxAccount(accountNumber))
        throw accountNotFound();
      return { accountNumber, bankCode, accountName: pickName(code, sha256(`${bankCode}:${accountNumber}`)) };
    },

    async createVirtualAccount({ organizationId, organizationName, currency }): Promise<VirtualAccount> {
      const upper = currency.toUpperCase();
      const hash = sha256(`va:${organizationId}:${upper}`);
      return {
        reference: `va_${hash.toString('hex').slice(0, 24)}`,
        accountNumber: digitsFrom(hash, 10),
        accountName: `PAYGRID/${organizationName.trim().toUpperCase()}`,
        bankName: SANDBOX_BANK_NAME,
        currency: upper,
      };
    },

    // mobile-money collections live in the database (sandbox-collections.ts), shared by every process
    startMobileMoneyCollection: (input) => sandboxStartCollection(getDb, input),
    verifyMobileMoneyCollection: (reference) => sandboxGetCollection(getDb, reference),

    parseWebhook(rawBody, signature) {
      if (!signature || !sameSignature(signatureOf(webhookSecret, rawBody), signature)) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = fundingEventSchema.safeParse(json);
      return parsed.success ? (parsed.data as FundingEvent) : null;
    },

    transfer: (input) => sandboxTransfer(getDb, transferDelayMs, input),
    getTransfer: (reference) => sandboxGetTransfer(getDb, reference),
    transferFee: () => 0,

    // The sandbox settles a remittance at once; its reference is derived from ours, so asking again with the
    // same reference answers the same (as a real provider's idempotent collection would).
    async remitStatutory(input) {
      return {
        reference: input.reference,
        providerReference: `SBX-RMT-${sha256(input.reference).toString('hex').slice(0, 12).toUpperCase()}`,
        status: 'successful',
        failureReason: null,
      };
    },

    parseTransferWebhook(rawBody, signature) {
      if (!signature || !sameSignature(signatureOf(webhookSecret, rawBody), signature)) return null;
      return parseTransferEvent(rawBody);
    },

    signTransferWebhook(event) {
      const body = JSON.stringify(event);
      return { body, signature: signatureOf(webhookSecret, body) };
    },

    signWebhook(event) {
      const body = JSON.stringify(event);
      return { body, signature: signatureOf(webhookSecret, body) };
    },
  };
}
