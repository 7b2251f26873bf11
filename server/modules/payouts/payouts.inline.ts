import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import type { Plugins } from '@/server/deps';
import { payouts } from '@/server/db/schema';
import type { JobContext } from '@/server/queue/types';
import type { PaymentsProvider } from '@/server/payments-provider';
import { pollPayouts, sendPayouts } from './payouts.worker';

/**
 * Runs a batch's payouts to their outcomes here and now, without workers: for the demo seed, which builds a
 * paid history inside its own transaction (with a sandbox writing to that transaction). The jobs that
 * approval queued stay queued and, when a worker runs them, find the payouts settled and do nothing. The
 * outcomes reach the wired payout listeners (`ctx.plugins`).
 */
export async function settleBatchInline(
  ctx: Omit<JobContext, 'db' | 'plugins'> & { db: DbOrTx; plugins: Plugins },
  source: string,
  sourceId: string,
  rounds = 5,
) {
  const open = () =>
    ctx.db
      .select({ id: payouts.id })
      .from(payouts)
      .where(
        and(
          eq(payouts.source, source),
          eq(payouts.sourceId, sourceId),
          inArray(payouts.status, ['pending', 'processing']),
        ),
      );
  // the workers send in parallel lanes; here the provider's books are in the caller's transaction (the
  // seed's sandbox), one connection that must get one query at a time: its calls go one after another
  const jobCtx = { ...ctx, payments: oneAtATime(ctx.payments) } as JobContext;
  await sendPayouts({ ids: (await open()).map((r) => r.id) }, jobCtx);
  for (let i = 0; i < rounds; i++) {
    const left = await open();
    if (left.length === 0) return;
    await pollPayouts({ ids: left.map((r) => r.id) }, jobCtx);
  }
}

/** The provider's payout calls (name enquiry, transfer, its record of one) one at a time, in call order. */
function oneAtATime(provider: PaymentsProvider): PaymentsProvider {
  let last: Promise<unknown> = Promise.resolve();
  const serial =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const run = last.then(() => fn(...args));
      last = run.catch(() => undefined);
      return run;
    };
  return {
    ...provider,
    nameEnquiry: serial(provider.nameEnquiry.bind(provider)),
    transfer: serial(provider.transfer.bind(provider)),
    getTransfer: serial(provider.getTransfer.bind(provider)),
  };
}
