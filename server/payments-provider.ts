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
};

/** A transfer out to a bank account. `reference` is the idempotency key: the same reference is paid at most once. */
export type TransferInput = {
  reference: string;
  bankCode: string;
  accountNumber: string;
  /** Integer minor units. */
  amount: number;
  currency: string;
  narration: string;
};

/** The provider's word on a transfer: `pending` until the bank answers; `failed` carries the bank's reason. */
export type TransferResult = {
  reference: string;
  status: 'pending' | 'successful' | 'failed';
  failureReason: string | null;
};

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
   * payment). Throws only when the provider could not be reached: the caller then does not know whether it
   * was received, and asks again with the same reference.
   */
  transfer(input: TransferInput): Promise<TransferResult>;
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
  /** Sandbox only: signs a transfer event as the provider would (tests, and the sandbox's own notifications). */
  signTransferWebhook?(event: TransferEvent): { body: string; signature: string };
  /** Sandbox only: signs a funding event as the provider would (for the "simulate transfer" action and tests). */
  signWebhook?(event: FundingEvent): { body: string; signature: string };
};
