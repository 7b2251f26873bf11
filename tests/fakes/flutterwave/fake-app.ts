import { Hono, type Context } from 'hono';
import type { FakeBindings } from '../shared/serve-app';
import {
  FAKE_BANKS,
  major,
  minor,
  MOBILE_MONEY_CODES,
  type FakeState,
  type FakeTransaction,
  type FakeTransfer,
} from './fake-state';

type Ctx = Context<{ Bindings: FakeBindings }>;

const fail = (c: Ctx, status: 400 | 401 | 404 | 503, message: string) =>
  c.json({ status: 'error', message, data: null }, status);
const ok = (c: Ctx, message: string, data: unknown) => c.json({ status: 'success', message, data }, 200);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A transfer as Flutterwave v3 shows it (GET /v3/transfers…, POST answers, webhooks): amounts in major units. */
export function transferJson(t: FakeTransfer) {
  return {
    id: t.id,
    account_number: t.account_number,
    bank_code: t.account_bank,
    full_name: t.beneficiary_name ?? 'N/A',
    created_at: t.created_at,
    currency: t.currency,
    debit_currency: t.currency,
    amount: major(t.amount, t.currency),
    fee: major(t.fee, t.currency),
    status: t.status,
    reference: t.reference,
    meta: null,
    narration: t.narration,
    complete_message: t.complete_message,
    requires_approval: 0,
    is_approved: 1,
    bank_name: t.account_bank,
  };
}

export function transactionJson(tx: FakeTransaction) {
  return {
    id: tx.id,
    tx_ref: tx.tx_ref,
    flw_ref: tx.flw_ref,
    amount: major(tx.amount, tx.currency),
    charged_amount: major(tx.amount, tx.currency),
    app_fee: major(tx.app_fee, tx.currency),
    currency: tx.currency,
    status: tx.status,
    payment_type: tx.payment_type,
    created_at: tx.created_at,
    customer: tx.customer,
    meta: tx.meta,
  };
}

export function createFakeApp(
  state: FakeState,
  {
    secretKey,
    transferFee,
  }: { secretKey: string; transferFee: (currency: string, amount: number) => number },
) {
  const app = new Hono<{ Bindings: FakeBindings }>();

  app.use('*', async (c, next) => {
    state.requests.push({ method: c.req.method, path: c.req.path });
    if (c.req.header('authorization') !== `Bearer ${secretKey}`)
      return fail(c, 401, 'Invalid authorization key');
    await next();
  });

  /** Validates and books one transfer (debiting amount + fee); a string is the refusal (nothing booked). */
  function book(body: Record<string, unknown>, bulkId: number | null): FakeTransfer | string {
    const reference = String(body.reference ?? '');
    const currency = String(body.currency ?? '');
    const bank = String(body.account_bank ?? body.bank_code ?? '');
    const amount = minor(body.amount, currency);
    if (!reference) return 'reference is required';
    if (state.transfers.has(reference))
      return 'Duplicate reference: a transfer with this reference already exists';
    if (amount === null) return 'Invalid amount';
    if (
      !MOBILE_MONEY_CODES.has(bank) &&
      !Object.values(FAKE_BANKS)
        .flat()
        .some((b) => b.code === bank)
    )
      return 'Invalid bank code';
    if (bank === 'MTN' || bank === 'AIRTEL') {
      if (currency === 'UGX' && !/^2567\d{8}$/.test(String(body.account_number)))
        return 'Invalid account number';
    }
    const fee = transferFee(currency, amount);
    if ((state.balance[currency] ?? 0) < amount + fee) return 'Insufficient funds in customer balance';
    const fate = state.take(reference, ['fail']);
    const transfer: FakeTransfer = {
      id: state.id(),
      reference,
      amount,
      fee,
      currency,
      account_bank: bank,
      account_number: String(body.account_number ?? ''),
      beneficiary_name: typeof body.beneficiary_name === 'string' ? body.beneficiary_name : null,
      narration: String(body.narration ?? ''),
      status: 'NEW',
      plan: [fate ? 'FAILED' : 'SUCCESSFUL'],
      complete_message: fate ? (fate.options.message ?? 'DISBURSE FAILED: Account is dormant') : '',
      created_at: state.now(),
      bulk_id: bulkId,
    };
    state.credit(currency, -(amount + fee));
    state.transfers.set(reference, transfer);
    return transfer;
  }

  // POST /v3/transfers — scripted gateway timeouts first (503 after a delay, applied or not)
  app.post('/v3/transfers', async (c) => {
    const body = await c.req.json<Record<string, unknown>>();
    const reference = String(body.reference ?? '');
    const scripted = state.take(reference, ['503-after-apply', '503-before-apply']);
    if (scripted?.outcome === '503-before-apply') {
      await wait(scripted.options.delayMs ?? 0);
      return fail(c, 503, 'Gateway timeout');
    }
    const booked = book(body, null);
    if (typeof booked === 'string') return fail(c, 400, booked);
    if (scripted?.outcome === '503-after-apply') {
      await wait(scripted.options.delayMs ?? 0);
      return fail(c, 503, 'Gateway timeout');
    }
    return ok(c, 'Transfer Queued Successfully', transferJson(booked));
  });

  // POST /v3/bulk-transfers — each item its own reference; items refused here are simply not created
  app.post('/v3/bulk-transfers', async (c) => {
    const body = await c.req.json<{ title?: string; bulk_data?: Record<string, unknown>[] }>();
    const items = body.bulk_data ?? [];
    if (items.length === 0) return fail(c, 400, 'bulk_data is required');
    const bulkId = state.id();
    for (const item of items) book(item, bulkId);
    return ok(c, 'Bulk transfer queued', {
      id: bulkId,
      created_at: state.now(),
      approver: 'N/A',
      status: 'NEW',
    });
  });

  // GET /v3/transfers/{id} — each read moves the transfer one step along its plan (the bank answering)
  app.get('/v3/transfers/:id', (c) => {
    const transfer = state.transferById(Number(c.req.param('id')));
    if (!transfer) return fail(c, 404, 'Transfer not found');
    state.advance(transfer);
    return ok(c, 'Transfer fetched', transferJson(transfer));
  });

  // GET /v3/transfers?reference=… — the list (empty when it never got the reference)
  app.get('/v3/transfers', (c) => {
    const reference = c.req.query('reference');
    const list = [...state.transfers.values()].filter((t) => !reference || t.reference === reference);
    for (const t of list) state.advance(t);
    return c.json({
      status: 'success',
      message: 'Transfers fetched',
      meta: { page_info: { total: list.length, current_page: 1, total_pages: 1 } },
      data: list.map(transferJson),
    });
  });

  app.get('/v3/banks/:country', (c) => {
    const banks = FAKE_BANKS[c.req.param('country').toUpperCase()];
    if (!banks) return fail(c, 400, 'Invalid country');
    return ok(c, 'Banks fetched successfully', banks);
  });

  // POST /v3/accounts/resolve — accounts ending 0000 do not exist
  app.post('/v3/accounts/resolve', async (c) => {
    const body = await c.req.json<Record<string, string>>();
    if (!/^\d{10}$/.test(body.account_number ?? '') || body.account_number!.endsWith('0000'))
      return fail(c, 400, 'Sorry, that account number is invalid, please check and try again');
    return ok(c, 'Account details fetched', { account_number: body.account_number, account_name: 'ADA OBI' });
  });

  // POST /v3/virtual-account-numbers — a permanent account per tx_ref
  app.post('/v3/virtual-account-numbers', async (c) => {
    const body = await c.req.json<Record<string, unknown>>();
    if (body.is_permanent !== true) return fail(c, 400, 'Only permanent accounts in the fake');
    const txRef = String(body.tx_ref ?? '');
    const existing = [...state.accounts.values()].find((a) => a.tx_ref === txRef);
    const account = existing ?? {
      tx_ref: txRef,
      order_ref: `URF_${state.id()}`,
      account_number: String(7_800_000_000 + state.accounts.size),
      currency: String(body.currency ?? 'NGN'),
    };
    state.accounts.set(account.account_number, account);
    return ok(c, 'Virtual account created', {
      response_code: '02',
      response_message: 'Transaction in progress',
      flw_ref: `FLW-${account.order_ref}`,
      order_ref: account.order_ref,
      account_number: account.account_number,
      frequency: 'N/A',
      bank_name: 'WEMA BANK',
      created_at: state.now(),
      expiry_date: 'N/A',
      note: `Please make a bank transfer to ${String(body.narration ?? '')}`,
      amount: null,
    });
  });

  // POST /v3/charges?type=mobile_money_uganda|mobile_money_ghana — pending until the payer approves
  app.post('/v3/charges', async (c) => {
    const type = c.req.query('type') ?? '';
    if (!['mobile_money_uganda', 'mobile_money_ghana'].includes(type))
      return fail(c, 400, 'Invalid charge type');
    const body = await c.req.json<Record<string, unknown>>();
    const currency = String(body.currency ?? '');
    const amount = minor(body.amount, currency);
    if (amount === null) return fail(c, 400, 'Invalid amount');
    const tx: FakeTransaction = {
      id: state.id(),
      tx_ref: String(body.tx_ref ?? ''),
      flw_ref: `FLW-MOMO-${state.id()}`,
      amount,
      app_fee: 0,
      currency,
      status: 'pending',
      payment_type: type === 'mobile_money_uganda' ? 'mobilemoneyug' : 'mobilemoneygh',
      created_at: state.now(),
      customer: {
        name: 'Anonymous customer',
        phone_number: String(body.phone_number ?? ''),
        email: String(body.email ?? ''),
      },
      meta: (body.meta as Record<string, unknown>) ?? null,
    };
    state.transactions.set(tx.id, tx);
    return ok(c, 'Charge initiated', { id: tx.id, tx_ref: tx.tx_ref, status: 'pending' });
  });

  app.get('/v3/transactions/verify_by_reference', (c) => {
    const tx = [...state.transactions.values()].find((t) => t.tx_ref === c.req.query('tx_ref'));
    return tx
      ? ok(c, 'Transaction fetched successfully', transactionJson(tx))
      : fail(c, 404, 'No transaction was found');
  });

  app.get('/v3/transactions/:id/verify', (c) => {
    const tx = state.transactions.get(Number(c.req.param('id')));
    return tx
      ? ok(c, 'Transaction fetched successfully', transactionJson(tx))
      : fail(c, 404, 'No transaction was found');
  });

  return app;
}
