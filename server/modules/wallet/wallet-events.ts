import 'server-only';
import { listOrganizationAdmins } from '@/server/modules/account/account.queries';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/config';
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
  /** How the money arrived, for the audit row: `webhook` or `ug-momo`. */
  channel: 'webhook' | 'ug-momo';
  details?: Record<string, unknown>;
};

/** Tells the organisation's employer and team admins, each in their own language, that money arrived. */
export async function notifyWalletFunded(db: DbOrTx, credit: FundingCredit) {
  const recipients = await listOrganizationAdmins(db, credit.organizationId);
  for (const { userId, locale } of recipients) {
    const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
    const t = translator(lang);
    await notifyUser(db, {
      userId,
      organizationId: credit.organizationId,
      type: 'wallet',
      title: t('notifications.walletFunded.title'),
      body: t('notifications.walletFunded.body', {
        amount: formatMoney(credit.amount, credit.currency, lang),
      }),
    });
  }
}

/**
 * After a new funding credit (never a replay): an audit row for sessionless channels (actor null) and the
 * "wallet funded" notification. The money has already moved and committed, so a failure here is logged,
 * not thrown: throwing would make the provider retry an event that is then (correctly) a no-op replay.
 */
export async function afterFundingCredit(
  db: DbOrTx,
  credit: FundingCredit,
  audit?: { actorUserId: string | null; requestId?: string; ip?: string },
) {
  try {
    if (audit) {
      await recordAudit(db, {
        organizationId: credit.organizationId,
        actorUserId: audit.actorUserId,
        action: credit.channel === 'webhook' ? 'webhook funding' : 'ug-momo funding',
        entity: 'wallets',
        entityId: credit.walletId,
        after: {
          transactionId: credit.transactionId,
          amount: credit.amount,
          currency: credit.currency,
          ...credit.details,
        },
        requestId: audit.requestId ?? null,
        ip: audit.ip ?? null,
      });
    }
    await notifyWalletFunded(db, credit);
  } catch (error) {
    logger.error({ err: error, transactionId: credit.transactionId }, 'wallet funding follow-up failed');
  }
}
