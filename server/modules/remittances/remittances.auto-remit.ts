import 'server-only';
import { formatMoney } from '@/lib/money';
import type { StatutoryType } from '@/lib/contracts/remittances';
import type { DbOrTx } from '@/server/db/client';
import { renderPdf, type PdfLine } from '@/server/documents/one-page-pdf';
import { enqueueMany } from '@/server/queue/enqueue';
import type { JobDefinition } from '@/server/queue/types';
import { translator } from '@/server/i18n';
import { storeGeneratedFile } from '@/server/modules/files/files.service';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { getPaymentsProvider } from '@/server/modules/payments/payments.service';
import type { PaymentsProvider } from '@/server/payments-provider';
import { effectiveToggle } from '@/server/modules/payroll-groups/payroll-groups-settings.service';
import type { PayrollApprovalContext } from '@/server/deps';
import { runHeader } from '@/server/modules/payroll/payroll.queries';
import {
  moveToClearing,
  requireFunds,
  type CurrencyNeed,
} from '@/server/modules/payouts/payouts-funds.service';
import { postTransaction, ledgerText } from '@/server/modules/wallet/ledger.service';
import * as repo from './remittances.repo';
import { recordReceipt, todayOf } from './remittances.service';

/*
 * Remitting from the platform (issue 14), with `payroll.autoRemitStatutory` on for the run's payroll group (or
 * the organisation). On the final approval, in its transaction: the wallet must cover each type's total as
 * well as the net pay, ONE ledger transaction per type moves it to the clearing account `statutory:<type>`,
 * and one job per liability (type and payee) is queued. The job pays the authority through the payments
 * provider and records the receipt (source `auto`) with a generated remittance advice PDF; whatever it did not
 * pay (a failed remittance, or what a manual receipt covered meanwhile) goes back to the wallet.
 */
export const AUTO_REMIT_QUEUE = 'remittances.auto-remit';
export const statutoryClearing = (type: string) => `statutory:${type}`;

type AutoRemitJob = { organizationId: string; runId: string; type: string; payee: string; walletId: string };

export async function queueAutoRemit(
  ctx: PayrollApprovalContext,
  provider: PaymentsProvider = getPaymentsProvider(),
) {
  const { db, organizationId, runId } = ctx;
  const run = await runHeader(db, organizationId, runId);
  if (!run) return;
  if (!(await effectiveToggle(db, organizationId, run.payrollGroupId, 'payroll.autoRemitStatutory'))) return;
  const owed = (await repo.runLiabilitiesWithItems(db, organizationId, runId))
    .map((x) => x.liability)
    // recorded just now in this transaction, so nothing is remitted yet: the job returns what it does not pay
    .filter((l) => l.amount > 0 && l.remitted === 0);
  if (owed.length === 0) return;
  const needs = new Map<string, CurrencyNeed>();
  const byType = new Map<string, { currency: string; amount: number }>();
  for (const l of owed) {
    const need = needs.get(l.currency) ?? { currency: l.currency, amount: 0, transfers: 0 };
    need.amount += l.amount;
    needs.set(l.currency, need);
    const key = `${l.type}|${l.currency}`;
    byType.set(key, { currency: l.currency, amount: (byType.get(key)?.amount ?? 0) + l.amount });
  }
  // remittances are not bank transfers: no per-transfer fee (transfers: 0)
  const wallets = await requireFunds(db, organizationId, [...needs.values()], provider);
  for (const [key, total] of byType) {
    const type = key.split('|')[0]!;
    await moveToClearing(db, {
      organizationId,
      walletId: wallets.get(total.currency)!,
      currency: total.currency,
      amount: total.amount,
      clearingAccount: statutoryClearing(type),
      key: `statutory-remit:${runId}:${type}:${total.currency}`,
      description: ledgerText('statutoryRemittance', { type, run: run.name }),
      metadata: { payrollRunId: runId, statutoryType: type },
    });
  }
  await enqueueMany(
    db,
    AUTO_REMIT_QUEUE,
    owed.map((l) => ({
      data: {
        organizationId,
        runId,
        type: l.type,
        payee: l.payee,
        walletId: wallets.get(l.currency)!,
      } satisfies AutoRemitJob,
      singletonKey: `remit-${l.id}`,
    })),
  );
}

function advicePdf(a: {
  organization: string;
  type: string;
  payee: string;
  run: string;
  period: string;
  employees: number;
  amount: string;
  reference: string;
  paidOn: string;
}) {
  const t = translator('en-GB');
  const rows: [string, string][] = [
    [t('remittances.advice.organization'), a.organization],
    [t('remittances.advice.type'), t(`remittances.types.${a.type}`)],
    [t('remittances.advice.payee'), a.payee],
    [t('remittances.advice.run'), `${a.run} (${a.period})`],
    [t('remittances.advice.employees'), String(a.employees)],
    [t('remittances.advice.amount'), a.amount],
    [t('remittances.advice.reference'), a.reference],
    [t('remittances.advice.paidOn'), a.paidOn],
  ];
  const lines: PdfLine[] = [
    { x: 56, y: 780, size: 20, bold: true, text: t('remittances.advice.title') },
    ...rows.flatMap(([label, value], i): PdfLine[] => [
      { x: 56, y: 730 - i * 24, size: 11, bold: true, text: label },
      { x: 220, y: 730 - i * 24, size: 11, text: value },
    ]),
    { x: 56, y: 500, size: 9, text: t('remittances.advice.footer') },
  ];
  return renderPdf(t('remittances.advice.title'), lines);
}

/**
 * Pays one liability's outstanding amount and records the outcome. Idempotent: a liability that already has
 * an automatic receipt is done; the provider answers the same for the same reference; the return to the
 * wallet has its own ledger key.
 */
export async function remitOne(db: DbOrTx, data: AutoRemitJob, provider: PaymentsProvider, now: Date) {
  const { organizationId } = data;
  const where = { type: data.type, runId: data.runId, payee: data.payee };
  const first = await repo.findLiability(db, organizationId, where);
  if (!first || (await repo.hasReceiptFrom(db, first.id, 'auto'))) return 'done';
  const org = await findOrganization(db, organizationId);
  const pay = first.amount - first.remitted;
  const result =
    pay > 0
      ? await provider.remitStatutory({
          reference: `statutory-${first.id}`,
          country: org?.country ?? 'NG',
          type: data.type,
          payee: data.payee,
          amount: pay,
          currency: first.currency,
          narration: `${org?.name ?? 'Paygrid'} ${first.runName} ${data.type.toUpperCase()}`.slice(0, 100),
        })
      : null;
  return db.transaction(async (tx) => {
    const l = (await repo.lockLiability(tx, organizationId, where))!;
    if (await repo.hasReceiptFrom(tx, l.id, 'auto')) return 'done';
    const paid = result?.status === 'successful' ? Math.min(pay, l.amount - l.remitted) : 0;
    if (paid > 0) {
      const reference = result!.providerReference ?? `statutory-${l.id}`;
      const paidOn = todayOf(now);
      const bytes = advicePdf({
        organization: org?.name ?? '',
        type: l.type,
        payee: l.payee,
        run: l.runName,
        period: l.period,
        employees: l.employeeCount,
        amount: formatMoney(paid, l.currency),
        reference,
        paidOn,
      });
      const file = await storeGeneratedFile(tx, {
        organizationId,
        fileName: `remittance-advice-${l.type}-${l.period}-${l.payee}.pdf`,
        contentType: 'application/pdf',
        bytes,
      });
      await recordReceipt(
        tx,
        organizationId,
        null,
        l.type as StatutoryType,
        { payrollId: l.runId, payee: l.payee, amount: paid, paidOn, reference, fileId: file.id },
        { now, source: 'auto' },
      );
    }
    const back = l.amount - paid;
    if (back > 0)
      await postTransaction(tx, {
        organizationId,
        walletId: data.walletId,
        type: 'reversal',
        direction: 'credit',
        amount: back,
        currency: l.currency,
        idempotencyKey: `statutory-remit-return:${l.id}`,
        description:
          result?.status === 'failed'
            ? ledgerText('statutoryFailed', {
                type: l.type,
                reason: (result.failureReason ?? 'transfer_failed').slice(0, 300),
              })
            : ledgerText('statutoryNotNeeded', { type: l.type }),
        metadata: { clearingAccount: statutoryClearing(l.type), liabilityId: l.id },
        counterAccount: statutoryClearing(l.type),
      });
    return paid > 0 ? 'paid' : 'returned';
  });
}

const autoRemit: JobDefinition<AutoRemitJob> = {
  name: AUTO_REMIT_QUEUE,
  async handler(data, ctx) {
    const outcome = await remitOne(ctx.db, data, ctx.payments, ctx.now());
    ctx.log.info({ ...data, outcome }, 'statutory auto-remit');
  },
};

export const REMITTANCES_JOBS = [autoRemit] as const;
