import { randomBytes } from 'node:crypto';
import { createScripts, type ScriptOf } from '../shared/scripts';

/**
 * What the fake Paystack remembers: its balance (subunits, one currency per key), recipients, transfers by
 * reference, customers, dedicated accounts and collections, and the outcomes a test scripted per reference.
 * Deliberately independent of the client under test (no shared code), so a misread contract shows up.
 */
export type TransferStatus = 'pending' | 'otp' | 'success' | 'failed' | 'reversed' | 'received';

/** Outcomes of the POST itself; consumed by the matching request (`times`, default 1). */
export type RequestOutcome =
  | 'lose-response'
  | 'timeout-before-apply'
  | '5xx'
  | '429'
  | 'insufficient-balance';
/** The transfer's fate after it is accepted. */
export type FateOutcome = 'otp' | 'fail' | 'reverse-after-success';
/** POST /dedicated_account for a customer, scripted by the customer's email (its code is made by the fake). */
export type AccountOutcome = 'dedicated-account-refused';
export type Outcome = RequestOutcome | FateOutcome | AccountOutcome;

export type ScriptOptions = {
  times?: number;
  /** `fail`: the bank's words (Paystack's `gateway_response`) */
  gatewayResponse?: string;
  /** `429`: the Retry-After header, in seconds */
  retryAfterSeconds?: number;
  /** `lose-response`: drop the connection (default) or answer a 500 after applying */
  loseAs?: 'drop' | '500';
};

export type Script = ScriptOf<Outcome, ScriptOptions>;

export type FakeRecipient = {
  id: number;
  recipient_code: string;
  type: string;
  name: string;
  currency: string;
  account_number: string;
  bank_code: string;
  bank_name: string;
};

export type FakeTransfer = {
  id: number;
  transfer_code: string;
  reference: string;
  amount: number;
  currency: string;
  reason: string;
  recipient: FakeRecipient;
  status: TransferStatus;
  /** the statuses still to come, one per read (or control.advance) */
  plan: TransferStatus[];
  fee_charged: number;
  gateway_response: string | null;
  session_id: string | null;
  debited: boolean;
  createdAt: string;
  updatedAt: string;
};

export type FakeTransaction = {
  id: number;
  reference: string;
  amount: number;
  fees: number;
  currency: string;
  channel: 'dedicated_nuban';
  status: 'success';
  paid_at: string;
  account_number: string;
  customer_code: string;
  sender_name: string;
};

export type FakeDedicatedAccount = {
  id: number;
  account_number: string;
  account_name: string;
  currency: string;
  bank_slug: string;
  customer_code: string;
};

export type FakeCustomer = { id: number; customer_code: string; email: string; first_name: string | null };

/** Banks the fake knows, by Paystack's country name. Codes are real NIP/GhIPSS codes or Paystack's provider codes. */
export const FAKE_BANKS: Record<string, { name: string; code: string; currency: string; type: string }[]> = {
  nigeria: [
    { name: 'Access Bank', code: '044', currency: 'NGN', type: 'nuban' },
    { name: 'Ecobank Nigeria', code: '050', currency: 'NGN', type: 'nuban' },
    { name: 'First Bank of Nigeria', code: '011', currency: 'NGN', type: 'nuban' },
    { name: 'Guaranty Trust Bank', code: '058', currency: 'NGN', type: 'nuban' },
    { name: 'Sterling Bank', code: '232', currency: 'NGN', type: 'nuban' },
    { name: 'United Bank For Africa', code: '033', currency: 'NGN', type: 'nuban' },
    { name: 'Wema Bank', code: '035', currency: 'NGN', type: 'nuban' },
    { name: 'Zenith Bank', code: '057', currency: 'NGN', type: 'nuban' },
  ],
  ghana: [
    { name: 'GCB Bank', code: '040100', currency: 'GHS', type: 'ghipss' },
    { name: 'Ecobank Ghana', code: '130100', currency: 'GHS', type: 'ghipss' },
    { name: 'MTN Mobile Money', code: 'MTN', currency: 'GHS', type: 'mobile_money' },
  ],
  kenya: [
    { name: 'Equity Bank', code: '68', currency: 'KES', type: 'kepss' },
    { name: 'M-PESA', code: 'MPESA', currency: 'KES', type: 'mobile_money' },
    // a business's till number (SNIP transfer-recipient-mpesa: type mobile_money_business, code MPTILL)
    { name: 'M-PESA Till', code: 'MPTILL', currency: 'KES', type: 'mobile_money_business' },
  ],
};

export const DVA_BANKS: Record<string, string> = {
  'wema-bank': 'Wema Bank',
  'titan-paystack': 'Paystack-Titan',
  'test-bank': 'Test Bank',
};

/** NGN per Paystack's published transfer pricing (₦10 / ₦25 / ₦50); other currencies a flat 100 (unconfirmed). */
export function defaultTransferFee(currency: string, amount: number): number {
  if (currency !== 'NGN') return 100;
  if (amount <= 500_000) return 1_000;
  if (amount <= 5_000_000) return 2_500;
  return 5_000;
}

const code = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex').slice(0, 15)}`;

export function createFakeState(initialBalance: Record<string, number>) {
  let nextId = 1000;
  const script = createScripts<Outcome, ScriptOptions>();
  const state = {
    balance: { ...initialBalance } as Record<string, number>,
    recipients: new Map<string, FakeRecipient>(),
    transfers: new Map<string, FakeTransfer>(),
    customers: new Map<string, FakeCustomer>(),
    accounts: new Map<string, FakeDedicatedAccount>(),
    transactions: new Map<string, FakeTransaction>(),
    /** every request the fake received, in order (method + path), for call-count assertions */
    requests: [] as { method: string; path: string }[],
    otpRequired: false,
    id: () => nextId++,
    code,
    now: () => new Date().toISOString(),

    ...script,

    credit(currency: string, amount: number) {
      state.balance[currency] = (state.balance[currency] ?? 0) + amount;
    },

    /** Moves a transfer one step along its plan, moving the money as the bank would. */
    advance(transfer: FakeTransfer) {
      const next = transfer.plan.shift();
      if (!next) return;
      transfer.status = next;
      transfer.updatedAt = state.now();
      if (next === 'success') transfer.session_id = `NIP${transfer.id}${Date.now()}`;
      if (next === 'failed' && transfer.debited)
        state.credit(transfer.currency, transfer.amount + transfer.fee_charged);
      // A reversal returns the amount; whether Paystack also returns its fee is unconfirmed (docs/paystack-contract.md).
      if (next === 'reversed') state.credit(transfer.currency, transfer.amount);
    },
  };
  return state;
}

export type FakeState = ReturnType<typeof createFakeState>;
