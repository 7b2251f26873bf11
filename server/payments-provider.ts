import 'server-only';

/**
 * The one seam to a payments company (ARCHITECTURE.md §1): banks, account-name enquiry, virtual accounts
 * for wallet funding, transfers, and signed webhooks. The kernel holds the type (a job's context carries a
 * provider); the providers are the payments module's: `sandbox` is the default and deterministic, real
 * providers implement the same type.
 */
export type Bank = { code: string; name: string };

export type NameEnquiryResult = { accountNumber: string; accountName: string; bankCode: string };

export type VirtualAccount = {
  /** The provider's id for the account; webhooks name it. */
  reference: string;
  accountNumber: string;
  accountName: string;
  bankName: string;
  currency: string;
  /**
   * `pending`: the rail has not assigned the account yet (number, name and bank are empty strings); the
   * wallet shows "funding account pending" and `assignVirtualAccount` asks again. Absent means active.
   */
  status?: 'active' | 'pending';
};

/** A verified incoming transfer, parsed from a webhook. Amounts are integer minor units. */
export type FundingEvent = {
  /** Unique per transfer at the provider: the idempotency key of the ledger posting. */
  eventId: string;
  virtualAccountReference: string;
  amount: number;
  currency: string;
  senderName?: string;
  occurredAt: string;
};

/**
 * A mobile-money collection the provider started (a payment prompt sent to a phone). The provider is the
 * only source of truth for its amount and status: a wallet is credited with what this says, never with
 * what a client claims.
 */
export type MobileMoneyCollection = {
  reference: string;
  organizationId: string;
  walletId: string;
  /** Integer minor units. */
  amount: number;
  currency: string;
  phone: string;
  status: 'pending' | 'successful' | 'failed';
  /**
   * the ledger key a credit for it posts under, when the rail's webhook may credit the same collection too
   * (Flutterwave: `flutterwave:charge:<id>`), so a confirmation and a webhook credit it once between them
   */
  ledgerKey?: string;
};

/** A real rail's webhook whose signature checked out, as the inbox stores it (its body is never trusted). */
export type ProviderWebhook = {
  /** e.g. `transfer.success`, `charge.success`, `dedicatedaccount.assign.failed` */
  event: string;
  /** the provider's id of the object the event is about, and that object's status: with `event`, the inbox's key */
  dataId: string;
  dataStatus: string;
  /** the transfer's or collection's reference as the body gives it (to be re-read, not believed) */
  reference: string | null;
  payload: unknown;
};

/** A real rail's record of money paid into a funding account, re-read from the provider by reference. */
export type Collection = {
  reference: string;
  /** the provider's id of the transaction: with the provider's name, the ledger credit's idempotency key */
  eventId: string;
  status: 'successful' | 'failed' | 'pending';
  /** e.g. `dedicated_nuban` (only those credit a wallet) */
  channel: string;
  /** Integer minor units. */
  amount: number;
  currency: string;
  /** the wallet's `providerReference` (Paystack's customer code) the money came in for, when known */
  virtualAccountReference: string | null;
  /**
   * a collection Paygrid started for a wallet (a mobile-money charge) names the wallet itself, when the
   * provider echoes it back (Flutterwave's `meta`); absent for money into a funding account
   */
  organizationId?: string | null;
  walletId?: string | null;
  /** the funding account's number, when the provider names it */
  accountNumber: string | null;
  senderName: string | null;
  /** what the provider kept of it, minor units */
  fee: number | null;
  paidAt: string | null;
};

/** A transfer out to a bank account. `reference` is the idempotency key: the same reference is paid at most once. */
export type TransferInput = {
  reference: string;
  /** whose account it is: a real rail keeps one recipient per organisation and account */
  organizationId: string;
  country: string;
  bankCode: string;
  accountNumber: string;
  /** the holder's name as confirmed by name enquiry, when known (a recipient needs a name) */
  accountName: string | null;
  /** Integer minor units. */
  amount: number;
  currency: string;
  narration: string;
};

/**
 * Where a transfer stands at the provider, the same words for every rail. `pending` until the bank answers;
 * `needs_otp`: created, held until the provider account's owner approves it; `reversed`: it had succeeded
 * (or seemed to) and the bank returned the money.
 */
export const TRANSFER_STATUSES = ['pending', 'needs_otp', 'successful', 'failed', 'reversed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** The provider's word on a transfer it holds. */
export type TransferResult = {
  reference: string;
  status: TransferStatus;
  /** the provider's (or bank's) own words for a failure or reversal */
  failureReason: string | null;
  /** the provider's id for the transfer (Paystack `transfer_code`), once known */
  providerReference?: string | null;
  /** the bank's reference (NIP session id), once known */
  bankReference?: string | null;
  /** what the provider charged for it, minor units, once it says (Paystack `fee_charged`) */
  fee?: number | null;
};

/**
 * The provider refused the transfer and created nothing: the same reference is safe to send again later.
 * `insufficient_balance` is the one the payouts wait out (the rest of the batch is held, admins are told).
 */
export type TransferRejected = {
  reference: string;
  status: 'rejected';
  code: 'insufficient_balance' | (string & {});
  message: string;
};

/**
 * The provider may or may not have acted (a timeout, a 5xx, a 429, a duplicate reference): never resend
 * blindly — ask `getTransfer` first, resend the same reference only when it answers null. `retryAfterMs`
 * is the provider's own wait (429 Retry-After), when it gave one.
 */
export class TransferUnknownError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'TransferUnknownError';
  }
}

/** A statutory remittance to an authority (a PFA, a state tax office), paid by the provider's collections rails. */
export type StatutoryRemittanceInput = {
  /** ours; the provider answers the same for the same reference (never a second payment) */
  reference: string;
  country: string;
  /** `pension`, `paye`, … (lib/contracts/remittances) */
  type: string;
  payee: string;
  /** Integer minor units. */
  amount: number;
  currency: string;
  narration: string;
};

/** The provider's word on a remittance: its own reference (what the authority's receipt quotes) or why it failed. */
export type StatutoryRemittanceResult = {
  reference: string;
  providerReference: string | null;
  status: 'successful' | 'failed';
  failureReason: string | null;
};

/** A verified transfer notification, parsed from a webhook. */
export type TransferEvent = {
  eventId: string;
  reference: string;
  status: 'successful' | 'failed';
  failureReason?: string | null;
  occurredAt: string;
};

export type PaymentsProvider = {
  name: string;
  listBanks(country: string): Promise<Bank[]>;
  /** Throws AppError('BAD_REQUEST', 'errors.accountNotFound') for an unknown account. */
  nameEnquiry(input: {
    country: string;
    bankCode: string;
    accountNumber: string;
  }): Promise<NameEnquiryResult>;
  createVirtualAccount(input: {
    organizationId: string;
    organizationName: string;
    currency: string;
  }): Promise<VirtualAccount>;
  /** Starts a mobile-money collection (a payment prompt to `phone`); the provider remembers it by `reference`. */
  startMobileMoneyCollection(input: {
    organizationId: string;
    walletId: string;
    amount: number;
    currency: string;
    phone: string;
  }): Promise<MobileMoneyCollection>;
  /** The provider's record of a collection it started, or null when it never started one with this reference. */
  verifyMobileMoneyCollection(reference: string): Promise<MobileMoneyCollection | null>;
  /** Checks the signature of a raw webhook body; returns the parsed event, or null when the signature is wrong. */
  parseWebhook(rawBody: string, signature: string | undefined): FundingEvent | null;
  /**
   * Sends a transfer, or answers what became of an earlier one with the same reference (never a second
   * payment). `TransferRejected` when the provider refused and created nothing. Throws (TransferUnknownError,
   * or any error) when the outcome is unknown: the caller asks `getTransfer` before sending again.
   */
  transfer(input: TransferInput): Promise<TransferResult | TransferRejected>;
  /**
   * Several transfers in one request (a rail's bulk call), for batches over 10; each answer is read per
   * reference as with `transfer`, in the inputs' order. Absent: the caller sends them one by one.
   */
  transferMany?(inputs: TransferInput[]): Promise<(TransferResult | TransferRejected)[]>;
  /** The provider's record of a transfer, or null when it never received this reference. */
  getTransfer(reference: string): Promise<TransferResult | null>;
  /**
   * Pays an authority directly (auto-remit). Answers once the provider has settled it; the same reference
   * answers the same result. Throws only when the provider could not be reached (the caller asks again).
   */
  remitStatutory(input: StatutoryRemittanceInput): Promise<StatutoryRemittanceResult>;
  /** What the provider charges per transfer, in the transfer's currency's minor units (the wallet pays it). */
  transferFee(currency: string, amount: number): number;
  /** Checks the signature of a transfer webhook; the parsed event, or null when the signature is wrong. */
  parseTransferWebhook(rawBody: string, signature: string | undefined): TransferEvent | null;
  /** Real rails: asks again for a pending funding account (the same customer); see VirtualAccount.status. */
  assignVirtualAccount?(input: { reference: string; currency: string }): Promise<VirtualAccount>;
  /** Real rails: checks a webhook's signature over the raw bytes; the inbox's view of it, or null when forged. */
  readWebhook?(rawBody: string, headers: Headers): ProviderWebhook | null;
  /** Real rails: whether a request (e.g. a transfer approval) carries the provider's signature over these raw bytes. */
  verifyWebhookSignature?(rawBody: string, headers: Headers): boolean;
  /**
   * Real rails whose webhooks are re-read by the provider's own id of the object (the inbox's `dataId`) rather
   * than by our reference: Flutterwave's GET /v3/transfers/{id} and GET /v3/transactions/{id}/verify. Null when
   * the provider has no such object. Throws when unreachable.
   */
  rereadWebhook?: {
    transfer(id: string): Promise<TransferResult | null>;
    collection(id: string): Promise<Collection | null>;
  };
  /** Real rails: the provider's record of a collection by reference, or null when it has none. Throws when unreachable. */
  getCollection?(reference: string): Promise<Collection | null>;
  /** Sandbox only: signs a transfer event as the provider would (tests, and the sandbox's own notifications). */
  signTransferWebhook?(event: TransferEvent): { body: string; signature: string };
  /** Sandbox only: signs a funding event as the provider would (for the "simulate transfer" action and tests). */
  signWebhook?(event: FundingEvent): { body: string; signature: string };
};
