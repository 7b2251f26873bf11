import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payouts } from '@/server/db/schema';
import { encryptField } from '@/server/crypto/field-cipher';
import { queuePayouts, type PayoutItem } from '@/server/modules/payouts/payouts.service';
import { enqueue } from '@/server/queue/enqueue';
import { getHarness } from '../helpers/app';
import { drain } from '../jobs/harness';
import { fundedEmployer, nuban } from './fixtures';

describe('[PAYOUTS] a rail this process cannot build', () => {
  it('does not stop the other rails’ payouts in the same job: those are paid, its own wait as they are', async () => {
    const s = await fundedEmployer({ NGN: 1_000_000 });
    const { deps } = await getHarness();
    const sourceId = crypto.randomUUID();
    const items: PayoutItem[] = [0, 1].map((i) => {
      const account = nuban();
      return {
        organizationId: s.organization.id,
        source: 'test',
        sourceId,
        subjectId: crypto.randomUUID(),
        attempt: 1,
        walletId: s.wallets.NGN!,
        currency: 'NGN',
        amount: 1_000 + i,
        country: 'NG',
        bankCode: '044',
        accountNumberEnc: encryptField(account),
        accountNumberLast4: account.slice(-4),
        accountName: 'A Person',
        nameEnquiry: false,
        clearingAccount: `test:${sourceId}`,
        narration: 'Rail test',
      };
    });
    await deps.db.transaction((tx) => queuePayouts(tx, items, new Date()));
    const rows = await deps.db.select().from(payouts).where(eq(payouts.sourceId, sourceId));
    // one was created on a rail no environment here configures
    await deps.db.update(payouts).set({ provider: 'no-such-rail' }).where(eq(payouts.id, rows[0]!.id));

    await enqueue(deps.db, 'payouts.send', { ids: rows.map((r) => r.id) });
    await drain();
    const after = await deps.db
      .select({ id: payouts.id, status: payouts.status })
      .from(payouts)
      .where(
        inArray(
          payouts.id,
          rows.map((r) => r.id),
        ),
      );
    const status = new Map(after.map((r) => [r.id, r.status]));
    expect(status.get(rows[1]!.id)).toBe('paid');
    expect(status.get(rows[0]!.id)).toBe('processing');
  });
});
