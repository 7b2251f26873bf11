import 'server-only';
import type { z } from 'zod';
import { pageOf, pageWindow, type Paged } from '@/lib/contracts/pagination';
import type {
  Liability,
  LiabilityStatus,
  liabilityQuerySchema,
  Receipt,
  receiptInputSchema,
  receiptQuerySchema,
  Registration,
  registrationSchema,
  StatutoryType,
  TypeSummary,
} from '@/lib/contracts/remittances';
import type { DbOrTx } from '@/server/db/client';
import { fieldError, notFound } from '@/server/errors';
import { organizationOwnsFiles } from '@/server/modules/files/files.service';
import * as repo from './remittances.repo';

export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

function toLiability(row: repo.LiabilityRow, status: string): Liability {
  return {
    id: row.id,
    type: row.type as StatutoryType,
    payee: row.payee,
    payrollId: row.runId,
    payrollName: row.runName,
    period: row.period,
    payDate: row.payDate,
    dueDate: row.dueDate,
    currency: row.currency,
    employeeAmount: row.employeeAmount,
    employerAmount: row.employerAmount,
    amount: row.amount,
    remitted: row.remitted,
    outstanding: row.amount - row.remitted,
    employees: row.employeeCount,
    status: status as LiabilityStatus,
  };
}

/** GET statutory/{type}/liabilities */
export async function listLiabilities(
  db: DbOrTx,
  organizationId: string,
  type: StatutoryType,
  q: z.output<typeof liabilityQuerySchema>,
  now: Date,
): Promise<Paged<Liability>> {
  const { rows, total } = await repo.listLiabilities(
    db,
    organizationId,
    { type, runId: q.payrollId, status: q.status },
    todayOf(now),
    pageWindow(q),
  );
  return pageOf(
    rows.map((r) => toLiability(r.row, r.status)),
    total,
    q,
  );
}

/** GET statutory/summary (our addition): one card per type of the country, zeros for types with nothing owed yet. */
export async function summarize(
  db: DbOrTx,
  organizationId: string,
  types: readonly StatutoryType[],
  currency: string,
  now: Date,
): Promise<TypeSummary[]> {
  const rows = await repo.summarizeByType(db, organizationId, todayOf(now));
  return types.map((type) => {
    const r = rows.find((x) => x.type === type);
    return {
      type,
      currency: r?.currency ?? currency,
      outstanding: r?.outstanding ?? 0,
      overdue: r?.overdue ?? 0,
      remitted: r?.remitted ?? 0,
      liabilities: r?.liabilities ?? 0,
      nextDueDate: r?.nextDueDate ?? null,
    };
  });
}

/** The dashboard's task: how many liabilities are past due and not fully remitted, and the oldest due date. */
export const overdueSummary = (db: DbOrTx, organizationId: string, now: Date) =>
  repo.countOverdue(db, organizationId, todayOf(now));

type ReceiptRecord = Omit<z.output<typeof receiptInputSchema>, 'fileId'> & { fileId: string | null };

/**
 * Records one remittance against the liability of (type, run, payee), under its row lock: a receipt larger
 * than what is still outstanding is refused (422) however many are recorded at once. Runs in the caller's
 * transaction (the route's write transaction), so a failure leaves nothing behind.
 */
export async function recordReceipt(
  db: DbOrTx,
  organizationId: string,
  userId: string | null,
  type: StatutoryType,
  input: ReceiptRecord,
  opts: { now: Date; source: 'manual' | 'sheet' | 'auto'; field?: (name: string) => string },
): Promise<Receipt> {
  const field = opts.field ?? ((n: string) => n);
  return db.transaction(async (tx) => {
    const liability = await repo.lockLiability(tx, organizationId, {
      type,
      runId: input.payrollId,
      payee: input.payee,
    });
    if (!liability) throw notFound('remittances.errors.liabilityNotFound');
    const outstanding = liability.amount - liability.remitted;
    if (input.amount > outstanding)
      throw fieldError(field('amount'), 'remittances.validation.overOutstanding', {
        outstanding: outstanding / 100,
      });
    if (input.fileId && !(await organizationOwnsFiles(tx, organizationId, [input.fileId])))
      throw fieldError(field('fileId'), 'remittances.validation.file');
    const receipt = await repo.insertReceipt(tx, {
      organizationId,
      liabilityId: liability.id,
      amount: input.amount,
      paidOn: input.paidOn,
      reference: input.reference,
      fileId: input.fileId,
      source: opts.source,
      createdBy: userId,
      createdAt: opts.now,
    });
    const updated = await repo.addRemitted(tx, liability.id, input.amount, opts.now);
    return toReceipt(receipt, updated);
  });
}

function toReceipt(
  r: {
    id: string;
    amount: number;
    paidOn: string;
    reference: string;
    fileId: string | null;
    source: string;
    createdAt: Date;
  },
  l: repo.LiabilityRow,
): Receipt {
  return {
    id: r.id,
    type: l.type as StatutoryType,
    payee: l.payee,
    payrollId: l.runId,
    payrollName: l.runName,
    period: l.period,
    currency: l.currency,
    amount: r.amount,
    paidOn: r.paidOn,
    reference: r.reference,
    fileId: r.fileId,
    source: r.source as Receipt['source'],
    createdAt: r.createdAt.toISOString(),
  };
}

/** GET statutory/payment-receipts; `types` limits a statutory admin to theirs. */
export async function listReceipts(
  db: DbOrTx,
  organizationId: string,
  q: z.output<typeof receiptQuerySchema>,
  types: readonly StatutoryType[] | null,
): Promise<Paged<Receipt>> {
  if (types && q.type && !types.includes(q.type)) return pageOf([], 0, q);
  // a statutory admin with one type sees that type; with several and no filter, the first (the screen always filters)
  const type = q.type ?? (types ? types[0] : undefined);
  const { rows, total } = await repo.listReceipts(
    db,
    organizationId,
    { type, runId: q.payrollId, payee: q.payee, period: q.period },
    pageWindow(q),
  );
  return pageOf(
    rows.map((r) => toReceipt(r.receipt, r.liability)),
    total,
    q,
  );
}

// ——— Registration numbers ———
export async function getRegistration(
  db: DbOrTx,
  organizationId: string,
  type: StatutoryType,
): Promise<Registration> {
  const row = await repo.findRegistration(db, organizationId, type);
  return { employerNumber: row?.employerNumber ?? '', payeeNumbers: row?.payeeNumbers ?? {} };
}

export async function updateRegistration(
  db: DbOrTx,
  organizationId: string,
  type: StatutoryType,
  input: z.output<typeof registrationSchema>,
  now: Date,
) {
  const before = await getRegistration(db, organizationId, type);
  const row = await repo.upsertRegistration(db, organizationId, type, input, now);
  return { before, data: { employerNumber: row.employerNumber, payeeNumbers: row.payeeNumbers } };
}
