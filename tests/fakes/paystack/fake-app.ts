import { Hono, type Context } from 'hono';
import {
  DVA_BANKS,
  FAKE_BANKS,
  type FakeState,
  type FakeTransfer,
  type Script,
  type TransferStatus,
} from './fake-state';

import type { FakeBindings } from '../shared/serve-app';

type Ctx = Context<{ Bindings: FakeBindings }>;

const REFERENCE = /^[a-z0-9_-]{16,50}$/;
const REQUEST_OUTCOMES = [
  'lose-response',
  'timeout-before-apply',
  '5xx',
  '429',
  'insufficient-balance',
] as const;

const fail = (c: Ctx, status: 400 | 401 | 404 | 422 | 429 | 500, message: string, extra = {}) =>
  c.json({ status: false, message, ...extra }, status);
const ok = (c: Ctx, message: string, data: unknown, status: 200 | 201 = 200) =>
  c.json({ status: true, message, data }, status);

/** A transfer as Paystack shows it on verify/fetch and in webhooks. */
export function transferJson(t: FakeTransfer, status: TransferStatus = t.status) {
  return {
    id: t.id,
    domain: 'test',
    amount: t.amount,
    currency: t.currency,
    reference: t.reference,
    source: 'balance',
    reason: t.reason,
    status,
    failures: null,
    transfer_code: t.transfer_code,
    titan_code: null,
    transferred_at: status === 'success' ? t.updatedAt : null,
    fee_charged: t.fee_charged,
    gateway_response: status === 'failed' ? t.gateway_response : status === 'success' ? 'Approved' : null,
    session: { provider: t.session_id ? 'nip' : null, id: t.session_id },
    recipient: {
      recipient_code: t.recipient.recipient_code,
      type: t.recipient.type,
      name: t.recipient.name,
      details: {
        account_number: t.recipient.account_number,
        account_name: t.recipient.name,
        bank_code: t.recipient.bank_code,
        bank_name: t.recipient.bank_name,
      },
    },
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

function planFor(fate: Script | null): TransferStatus[] {
  if (fate?.outcome === 'fail') return ['failed'];
  if (fate?.outcome === 'reverse-after-success') return ['success', 'reversed'];
  return ['success'];
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
    const auth = c.req.header('authorization');
    if (!auth?.startsWith('Bearer ')) return fail(c, 401, 'Format is Authorization Bearer [secret key]');
    if (auth.slice('Bearer '.length) !== secretKey) return fail(c, 401, 'Invalid key');
    await next();
  });

  // POST /transferrecipient — an account Paystack already holds answers its existing recipient.
  app.post('/transferrecipient', async (c) => {
    const body = await c.req.json<Record<string, string>>();
    if (!['nuban', 'ghipss', 'mobile_money', 'basa'].includes(body.type ?? ''))
      return fail(c, 400, 'Invalid recipient type');
    if (!body.name || !body.account_number || !body.bank_code)
      return fail(c, 400, 'name, account_number and bank_code are required');
    const bank = Object.values(FAKE_BANKS)
      .flat()
      .find((b) => b.code === body.bank_code);
    if (!bank) return fail(c, 400, 'Unknown bank code: ' + body.bank_code);
    const key = `${body.type}:${body.bank_code}:${body.account_number}`;
    const existing = state.recipients.get(key);
    const recipient = existing ?? {
      id: state.id(),
      recipient_code: state.code('RCP'),
      type: body.type!,
      name: body.name,
      currency: body.currency ?? bank.currency,
      account_number: body.account_number,
      bank_code: body.bank_code,
      bank_name: bank.name,
    };
    state.recipients.set(key, recipient);
    return ok(
      c,
      'Transfer recipient created successfully',
      {
        ...recipient,
        active: true,
        details: {
          account_number: recipient.account_number,
          account_name: recipient.name,
          bank_code: recipient.bank_code,
          bank_name: recipient.bank_name,
        },
      },
      201,
    );
  });

  /** Validates and books one transfer; a string is the refusal message (nothing booked). */
  function book(
    input: Record<string, unknown>,
    currency: string,
    fate: Script | null,
  ): FakeTransfer | string {
    const reference = String(input.reference ?? '');
    const amount = input.amount;
    if (!REFERENCE.test(reference)) return 'Your reference contains illegal special characters';
    if (state.transfers.has(reference))
      return 'Please provide a unique reference. Reference already exists on a transfer';
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      return 'Amount must be an integer';
    const recipient = [...state.recipients.values()].find((r) => r.recipient_code === input.recipient);
    if (!recipient) return 'Recipient specified is invalid';
    const otp = state.otpRequired || fate?.outcome === 'otp';
    const fee = transferFee(currency, amount);
    if (!otp && (state.balance[currency] ?? 0) < amount + fee)
      return 'Your balance is not enough to fulfill this request';
    const now = state.now();
    const transfer: FakeTransfer = {
      id: state.id(),
      transfer_code: state.code('TRF'),
      reference,
      amount,
      currency,
      reason: String(input.reason ?? ''),
      recipient,
      status: otp ? 'otp' : 'pending',
      plan: otp ? [] : planFor(fate),
      fee_charged: fee,
      gateway_response:
        fate?.options.gatewayResponse ?? (fate?.outcome === 'fail' ? 'Account not found' : null),
      session_id: null,
      debited: !otp,
      createdAt: now,
      updatedAt: now,
    };
    if (!otp) state.credit(currency, -(amount + fee));
    state.transfers.set(reference, transfer);
    return transfer;
  }

  // POST /transfer — the scripted request outcomes come first, in the order a real failure would happen.
  app.post('/transfer', async (c) => {
    const body = await c.req.json<Record<string, unknown>>();
    const reference = String(body.reference ?? '');
    const scripted = state.take(reference, REQUEST_OUTCOMES);
    if (scripted?.outcome === 'timeout-before-apply') {
      await c.env.clientGone;
      return fail(c, 500, 'The client left before the transfer was applied');
    }
    if (scripted?.outcome === '5xx') return fail(c, 500, 'An error occurred');
    if (scripted?.outcome === '429') {
      c.header('Retry-After', String(scripted.options.retryAfterSeconds ?? 1));
      return fail(c, 429, 'Please wait a few minutes and try again.');
    }
    if (scripted?.outcome === 'insufficient-balance')
      return fail(c, 400, 'Your balance is not enough to fulfill this request', {
        code: 'insufficient_balance',
      });
    if (body.source !== 'balance') return fail(c, 400, 'Invalid source');
    const currency = String(body.currency ?? 'NGN');
    const booked = book(body, currency, state.take(reference, ['otp', 'fail', 'reverse-after-success']));
    if (typeof booked === 'string') return fail(c, 400, booked);
    if (scripted?.outcome === 'lose-response') {
      if (scripted.options.loseAs === '500') return fail(c, 500, 'An error occurred');
      c.env.drop();
      return c.body(null, 500);
    }
    const message =
      booked.status === 'otp' ? 'Transfer requires OTP to continue' : 'Transfer has been queued';
    const {
      fee_charged: _fee,
      gateway_response: _words,
      session: _session,
      ...initiated
    } = transferJson(booked);
    return ok(c, message, { ...initiated, recipient: booked.recipient.id });
  });

  // POST /transfer/bulk — ≤100, only with transfer OTP off; the fake refuses the whole batch on any bad item.
  app.post('/transfer/bulk', async (c) => {
    const body = await c.req.json<{
      currency?: string;
      source?: string;
      transfers?: Record<string, unknown>[];
    }>();
    const items = body.transfers ?? [];
    if (state.otpRequired)
      return fail(c, 400, 'You need to disable the OTP requirement to use this feature.');
    if (items.length === 0 || items.length > 100) return fail(c, 400, 'Transfers must be between 1 and 100');
    const currency = body.currency ?? 'NGN';
    const need = items.reduce(
      (sum, t) => sum + Number(t.amount) + transferFee(currency, Number(t.amount)),
      0,
    );
    if ((state.balance[currency] ?? 0) < need)
      return fail(c, 400, 'Your balance is not enough to fulfill this request');
    const booked: FakeTransfer[] = [];
    for (const item of items) {
      const reference = String(item.reference ?? '');
      const result = book(item, currency, state.take(reference, ['fail', 'reverse-after-success']));
      if (typeof result === 'string') return fail(c, 400, `${reference}: ${result}`);
      result.status = 'received';
      booked.push(result);
    }
    return ok(
      c,
      `${booked.length} transfers queued.`,
      booked.map((t) => ({
        reference: t.reference,
        recipient: t.recipient.recipient_code,
        amount: t.amount,
        transfer_code: t.transfer_code,
        currency: t.currency,
        status: t.status,
      })),
    );
  });

  // POST /transfer/finalize_transfer — the owner's OTP (any 6 digits) releases an `otp` transfer.
  app.post('/transfer/finalize_transfer', async (c) => {
    const body = await c.req.json<{ transfer_code?: string; otp?: string }>();
    const transfer = [...state.transfers.values()].find((t) => t.transfer_code === body.transfer_code);
    if (!transfer) return fail(c, 404, 'Transfer not found');
    if (transfer.status !== 'otp') return fail(c, 400, 'Transfer is not awaiting OTP');
    if (!/^\d{6}$/.test(body.otp ?? '')) return fail(c, 400, 'Invalid OTP');
    const error = finalise(transfer);
    return error ? fail(c, 400, error) : ok(c, 'Transfer has been queued', transferJson(transfer));
  });

  function finalise(transfer: FakeTransfer): string | null {
    const due = transfer.amount + transfer.fee_charged;
    if ((state.balance[transfer.currency] ?? 0) < due)
      return 'Your balance is not enough to fulfill this request';
    state.credit(transfer.currency, -due);
    transfer.debited = true;
    transfer.status = 'pending';
    transfer.plan = ['success'];
    return null;
  }

  // GET /transfer/verify/{reference} — each read lets the bank take the transfer's next step.
  app.get('/transfer/verify/:reference', (c) => {
    const transfer = state.transfers.get(c.req.param('reference'));
    if (!transfer) return fail(c, 404, 'Transfer not found');
    if (transfer.status !== 'otp') state.advance(transfer);
    return ok(c, 'Transfer retrieved', transferJson(transfer));
  });

  // GET /transaction/verify/{reference}
  app.get('/transaction/verify/:reference', (c) => {
    const tx = state.transactions.get(c.req.param('reference'));
    if (!tx) return fail(c, 404, 'Transaction reference not found');
    const { account_number, customer_code, sender_name, ...rest } = tx;
    return ok(c, 'Verification successful', {
      ...rest,
      gateway_response: 'Approved',
      customer: { customer_code },
      authorization: {
        channel: 'dedicated_nuban',
        sender_name,
        receiver_bank_account_number: account_number,
      },
    });
  });

  // POST /customer
  app.post('/customer', async (c) => {
    const body = await c.req.json<{ email?: string; first_name?: string }>();
    if (!body.email) return fail(c, 400, 'Email is required');
    const customer = {
      id: state.id(),
      customer_code: state.code('CUS'),
      email: body.email,
      first_name: body.first_name ?? null,
    };
    state.customers.set(customer.customer_code, customer);
    return ok(c, 'Customer created', customer);
  });

  // POST /dedicated_account
  app.post('/dedicated_account', async (c) => {
    const body = await c.req.json<{ customer?: string; preferred_bank?: string }>();
    const customer = state.customers.get(body.customer ?? '');
    if (!customer) return fail(c, 400, 'Customer not found');
    // ERR's one published DVA refusal: the integration is not (yet) enabled for dedicated accounts
    if (state.take(customer.email, ['dedicated-account-refused'])) return fail(c, 400, 'Access Denied');
    const bankName = DVA_BANKS[body.preferred_bank ?? ''];
    if (!bankName) return fail(c, 400, 'Invalid preferred bank');
    const account = {
      id: state.id(),
      account_number: String(9_000_000_000 + state.accounts.size + 1),
      // Paystack names a dedicated account after the integration and the customer's name
      account_name: `PAYGRID/${(customer.first_name ?? customer.email.split('@')[0]!).toUpperCase()}`,
      currency: 'NGN',
      bank_slug: body.preferred_bank!,
      customer_code: customer.customer_code,
    };
    state.accounts.set(account.account_number, account);
    return ok(c, 'NUBAN successfully created', {
      id: account.id,
      account_name: account.account_name,
      account_number: account.account_number,
      currency: account.currency,
      assigned: true,
      active: true,
      bank: { name: bankName, slug: account.bank_slug, id: 20 },
      customer: { customer_code: customer.customer_code, email: customer.email },
    });
  });

  // GET /bank?country=nigeria&currency=NGN&type=…
  app.get('/bank', (c) => {
    const banks = FAKE_BANKS[c.req.query('country') ?? 'nigeria'] ?? [];
    const currency = c.req.query('currency');
    const type = c.req.query('type');
    const list = banks.filter((b) => (!currency || b.currency === currency) && (!type || b.type === type));
    return ok(
      c,
      'Banks retrieved',
      list.map((b, i) => ({
        id: i + 1,
        slug: b.name.toLowerCase().replaceAll(' ', '-'),
        active: true,
        ...b,
      })),
    );
  });

  // GET /bank/resolve — accounts ending in 0000 do not exist (as in the sandbox provider).
  app.get('/bank/resolve', (c) => {
    const accountNumber = c.req.query('account_number') ?? '';
    const bankCode = c.req.query('bank_code') ?? '';
    const known = Object.values(FAKE_BANKS)
      .flat()
      .some((b) => b.code === bankCode);
    if (!known || !/^\d{10}$/.test(accountNumber) || accountNumber.endsWith('0000'))
      return fail(c, 422, 'Could not resolve account name. Check parameters or try again.');
    return ok(c, 'Account number resolved', {
      account_number: accountNumber,
      account_name: `ACCOUNT HOLDER ${accountNumber.slice(-4)}`,
      bank_id: 9,
    });
  });

  app.notFound((c) => fail(c, 404, 'Not found'));
  return { app, finalise };
}
