import 'server-only';

/**
 * The one seam to a payments company (ARCHITECTURE.md §1): banks, account-name enquiry, virtual accounts
 * for wallet funding, transfers, and signed webhooks. `sandbox` is the default and deterministic; real
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

export type PaymentsProvider = {
  name: string;
  listBanks(country: string): Promise<Bank[]>;
  /** Throws AppError('BAD_REQUEST', 'errors.accountNotFound') for an unknown account. */
  nameEnquiry(input: { country: string; bankCode: string; accountNumber: string }): Promise<NameEnquiryResult>;
  createVirtualAccount(input: { organizationId: string; organizationName: string; currency: string }): Promise<VirtualAccount>;
  /** Checks the signature of a raw webhook body; returns the parsed event, or null when the signature is wrong. */
  parseWebhook(rawBody: string, signature: string | undefined): FundingEvent | null;
  /** Sandbox only: signs a funding event as the provider would (for the "simulate transfer" action and tests). */
  signWebhook?(event: FundingEvent): { body: string; signature: string };
};
