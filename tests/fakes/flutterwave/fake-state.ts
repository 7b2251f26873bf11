import { createScripts, type ScriptOf } from '../shared/scripts';
/**
 * What the fake Flutterwave remembers: its balance per currency (shown in major units, kept here in the
 * currency's smallest unit so the fake's own books are exact), transfers by reference and id, virtual accounts,
 * collections (transactions), and the outcomes a test scripted per reference. Deliberately independent of the
 * client under test (no shared code), so a misread contract shows up.
 */
export type FlwTransferStatus = 'NEW' | 'PENDING' | 'SUCCESSFUL' | 'FAILED';

/**
 * Outcomes of POST /v3/transfers for a reference, consumed by the matching request (`times`, default 1):
 * `503-after-apply` books the transfer, then answers 503 after `delayMs` (Flutterwave's ~28 s gateway
 * timeout); `503-before-apply` answers 503 after `delayMs` having booked nothing; `fail` books it and the bank
 * fails it (`message` is its complete_message).
 */
export type Outcome = '503-after-apply' | '503-before-apply' | 'fail';
export type ScriptOptions = { times?: number; delayMs?: number; message?: string };
export type Script = ScriptOf<Outcome, ScriptOptions>;

export type FakeTransfer = {
  id: number;
  reference: string;
  /** smallest unit of `currency` */
  amount: number;
  fee: number;
  currency: string;
  account_bank: string;
  account_number: string;
  beneficiary_name: string | null;
  narration: string;
  status: FlwTransferStatus;
  /** the statuses still to come, one per read (or control.advance) */
  plan: FlwTransferStatus[];
  complete_message: string;
  created_at: string;
  bulk_id: number | null;
};

export type FakeTransaction = {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  app_fee: number;
  currency: string;
  status: 'pending' | 'successful' | 'failed';
  payment_type: string;
  created_at: string;
  customer: { name: string; phone_number: string | null; email: string };
  meta: Record<string, unknown> | null;
};

export type FakeVirtualAccount = {
  tx_ref: string;
  order_ref: string;
  account_number: string;
  currency: string;
};

/** Minor-unit digits per currency, the fake's own table (UGX has none). */
export const DIGITS: Record<string, number> = { NGN: 2, GHS: 2, KES: 2, UGX: 0, USD: 2 };

/** Banks the fake knows per country (GET /v3/banks/{country}); mobile money is paid by operator code. */
export const FAKE_BANKS: Record<string, { id: number; code: string; name: string }[]> = {
  NG: [
    { id: 1, code: '044', name: 'Access Bank' },
    { id: 2, code: '058', name: 'GTBank Plc' },
    { id: 3, code: '057', name: 'Zenith Bank' },
  ],
  GH: [{ id: 11, code: 'GH280100', name: 'Access Bank Ghana' }],
  KE: [{ id: 21, code: '68', name: 'Equity Bank Kenya' }],
  UG: [
    { id: 31, code: 'CERBUGKA', name: 'Centenary Bank' },
    { id: 32, code: 'SBICUGKX', name: 'Stanbic Bank Uganda' },
  ],
};
export const MOBILE_MONEY_CODES = new Set(['MPS', 'MTN', 'AIRTEL']);

/** Flutterwave's transfer fee per currency, in the smallest unit (NGN's published ₦10.75 / ₦26.88 / ₦53.75). */
export function defaultTransferFee(currency: string, amount: number): number {
  switch (currency) {
    case 'NGN':
      return amount <= 500_000 ? 1_075 : amount <= 5_000_000 ? 2_688 : 5_375;
    case 'UGX':
      return 500;
    default:
      return 5_000;
  }
}

export function createFakeState(initialBalance: Record<string, number>) {
  let nextId = 7_000;
  const script = createScripts<Outcome, ScriptOptions>();
  const state = {
    balance: { ...initialBalance } as Record<string, number>,
    transfers: new Map<string, FakeTransfer>(),
    accounts: new Map<string, FakeVirtualAccount>(),
    transactions: new Map<number, FakeTransaction>(),
    requests: [] as { method: string; path: string }[],
    id: () => nextId++,
    now: () => new Date().toISOString(),

    ...script,

    credit(currency: string, amount: number) {
      state.balance[currency] = (state.balance[currency] ?? 0) + amount;
    },

    /** The bank's next step for a transfer; a failure returns the amount and fee to the balance. */
    advance(transfer: FakeTransfer) {
      const next = transfer.plan.shift();
      if (!next) return;
      transfer.status = next;
      if (next === 'SUCCESSFUL') transfer.complete_message = 'Transaction was successful';
      if (next === 'FAILED') state.credit(transfer.currency, transfer.amount + transfer.fee);
    },

    transferById: (id: number) => [...state.transfers.values()].find((t) => t.id === id),
  };
  return state;
}

export type FakeState = ReturnType<typeof createFakeState>;

/** Smallest unit → the major-unit JSON number Flutterwave sends (UGX 250000 → 250000; NGN 150050 → 1500.5). */
export function major(amount: number, currency: string): number {
  const digits = DIGITS[currency] ?? 2;
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  const whole = digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return Number(amount < 0 ? `-${whole}` : whole);
}

/** A major-unit JSON number → the smallest unit, or null when it has more decimals than the currency. */
export function minor(value: unknown, currency: string): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  const digits = DIGITS[currency] ?? 2;
  const [whole = '0', fraction = ''] = String(value).split('.');
  if (fraction.length > digits) return null;
  return Number(whole + fraction.padEnd(digits, '0'));
}
