import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { paymentRecipients } from '@/server/db/schema';

// What other modules may read of the payments module's tables.

/**
 * The recipient code a rail holds for one account of an organisation (what the transfer approval compares),
 * by the table's unique key; null when Paygrid never created one for that account.
 */
export async function findRecipientCode(
  db: DbOrTx,
  key: { organizationId: string; provider: string; currency: string; bankCode: string; accountHash: string },
) {
  const [row] = await db
    .select({ recipientCode: paymentRecipients.recipientCode })
    .from(paymentRecipients)
    .where(
      and(
        eq(paymentRecipients.organizationId, key.organizationId),
        eq(paymentRecipients.provider, key.provider),
        eq(paymentRecipients.currency, key.currency),
        eq(paymentRecipients.bankCode, key.bankCode),
        eq(paymentRecipients.accountHash, key.accountHash),
      ),
    );
  return row?.recipientCode ?? null;
}

/** The banks shipped as data and the NUBAN check: a bank file checks each account before it is offered (issue 36). */
export { BANKS_BY_COUNTRY } from './banks';
export { isValidNuban } from './nuban';
