import 'server-only';
import { listOrganizationAdmins } from '@/server/modules/identity/identity.queries';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/config';
import type { Wallet } from '@/lib/contracts/wallet';
import { formatMoney } from '@/lib/money';
import type { DbOrTx } from '@/server/db/client';
import { translator } from '@/server/i18n';
import { logger } from '@/server/logger';
import { recordAudit } from '@/server/modules/audit/audit.service';
import { notifyUser } from '@/server/modules/notifications/notifications.service';

export type FundingCredit = {
  organizationId: string;
  walletId: string;
  transactionId: string;
  amount: number;
  currency: string;
  /** How the money arrived: `webhook` (a provider notification, or a sandbox simulation of one) or `ug-momo`. */
  channel: 'webhook' | 'ug-momo';
  details?: Record<string, unknown>;
};

/** Who caused a credit that arrived without a session (a provider webhook): the request, no actor. */
export type SessionlessAudit = { requestId?: string; ip?: string };

/**
 * The audit row of a credit no route audits (a provider webhook: no session, no organisation on the request),
 * written in the credit's own transaction: if it cannot be written the credit rolls back too, and the provider
 * retries the event. Entity = the module (`wallet`), organisation = the wallet's, `before` = the wallet as it
 * stood before the credit.
 */
export async function auditSessionlessCredit(
  tx: DbOrTx,
  credit: FundingCredit,
  before: Wallet,
  audit: SessionlessAudit,
) {
  await recordAudit(tx, {
    organizationId: credit.organizationId,
    actorUserId: null,
    action: credit.channel === 'webhook' ? 'webhook funding' : 'ug-momo funding',
    entity: 'wallet',
    entityId: credit.walletId,
    before,
    after: {
      transactionId: credit.transactionId,
      amount: credit.amount,
      currency: credit.currency,
      balance: before.balance + credit.amount,
      ...credit.details,
    },
    requestId: audit.requestId ?? null,
    ip: audit.ip ?? null,
  });
}

/**
 * Tells the organisation's employer and team admins, each in their own language, that money arrived. Runs in
 * the credit's transaction (no notice of a credit that rolled back) but inside its own savepoint: a failing
 * notice is logged and undone alone, and never refuses money that arrived. (Catching the error without the
 * savepoint would leave the credit's PostgreSQL transaction aborted, so the credit could not commit.)
 */
export async function notifyWalletFunded(tx: DbOrTx, credit: FundingCredit) {
  try {
    await tx.transaction(async (sp) => {
      const recipients = await listOrganizationAdmins(sp, credit.organizationId);
      for (const { userId, locale } of recipients) {
        const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
        const t = translator(lang);
        await notifyUser(sp, {
          userId,
          organizationId: credit.organizationId,
          type: 'wallet',
          title: t('notifications.walletFunded.title'),
          body: t('notifications.walletFunded.body', {
            amount: formatMoney(credit.amount, credit.currency, lang),
          }),
        });
      }
    });
  } catch (error) {
    logger.error({ err: error, transactionId: credit.transactionId }, 'wallet funded notification failed');
  }
}
