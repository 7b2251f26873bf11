import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/server/db/client';
import { sandboxTransferRequests, sandboxTransfers } from '@/server/db/schema';
import type { TransferEvent, TransferInput, TransferResult } from '@/server/payments-provider';

/**
 * The sandbox's transfers, kept in the database (tables sandbox_transfers and sandbox_transfer_requests) so
 * every process sees one set of books and tests can audit them after a crash. Deterministic: an account
 * number ending in 0000 fails at once with "Account closed"; any other is pending and becomes successful
 * when asked after `delayMs`. A reference already received answers its first outcome and pays nothing more.
 */
export const SANDBOX_ACCOUNT_CLOSED = 'Account closed';
export const isClosedSandboxAccount = (accountNumber: string) => accountNumber.endsWith('0000');

export type SandboxDb = () => Promise<DbOrTx>;

type Row = typeof sandboxTransfers.$inferSelect;
const toResult = (r: Row): TransferResult => ({
  reference: r.reference,
  status: r.status as TransferResult['status'],
  failureReason: r.failureReason,
});

export async function sandboxTransfer(
  getDb: SandboxDb,
  delayMs: number,
  input: TransferInput,
): Promise<TransferResult> {
  const db = await getDb();
  const closed = isClosedSandboxAccount(input.accountNumber);
  // the log first: a request the sandbox received is on record even if the answer never reaches the caller
  await db.insert(sandboxTransferRequests).values({ reference: input.reference });
  const [inserted] = await db
    .insert(sandboxTransfers)
    .values({
      reference: input.reference,
      bankCode: input.bankCode,
      accountNumber: input.accountNumber,
      amount: input.amount,
      currency: input.currency,
      narration: input.narration.slice(0, 100),
      status: closed ? 'failed' : 'pending',
      failureReason: closed ? SANDBOX_ACCOUNT_CLOSED : null,
      completesAt: sql`now() + ${`${Math.max(0, delayMs)} milliseconds`}::interval`,
    })
    .onConflictDoNothing({ target: sandboxTransfers.reference })
    .returning();
  if (inserted) return toResult(inserted);
  return (await sandboxGetTransfer(getDb, input.reference))!;
}

/** Settles a pending transfer whose time has come (as the bank answering), then reports it. */
export async function sandboxGetTransfer(
  getDb: SandboxDb,
  reference: string,
): Promise<TransferResult | null> {
  const db = await getDb();
  await db
    .update(sandboxTransfers)
    .set({ status: 'successful' })
    .where(
      sql`${sandboxTransfers.reference} = ${reference} and ${sandboxTransfers.status} = 'pending' and ${sandboxTransfers.completesAt} <= now()`,
    );
  const [row] = await db.select().from(sandboxTransfers).where(eq(sandboxTransfers.reference, reference));
  return row ? toResult(row) : null;
}

export const transferEventSchema = z.object({
  eventId: z.string().min(1),
  reference: z.string().min(1).max(100),
  status: z.enum(['successful', 'failed']),
  failureReason: z.string().max(300).nullish(),
  occurredAt: z.iso.datetime({ offset: true }),
});

export function parseTransferEvent(rawBody: string): TransferEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = transferEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
