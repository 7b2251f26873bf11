'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate, type DateLocale } from '@/lib/dates';
import {
  useConfirmBankChangeMutation,
  usePendingBankChange,
  useRejectBankChangeMutation,
} from '@/lib/queries/employees-bank-change';
import { toastOutcome } from '@/lib/toast';

/**
 * A bank change awaiting confirmation (issue 33): old and new account (masked), the name the bank gave, and
 * Confirm / Reject, each behind a confirmation dialog. Payments to the employee are held until then.
 */
export function PendingBankChange({ employeeId }: { employeeId: string }) {
  const t = useTranslations('employees.bankChange');
  const locale = useLocale() as DateLocale;
  const { data: change } = usePendingBankChange(employeeId);
  const confirm = useConfirmBankChangeMutation();
  const reject = useRejectBankChangeMutation();
  if (!change) return null;
  const params = {
    oldAccount: `${change.oldBankName ?? change.oldBankCode ?? '—'} ${change.oldAccountNumber ?? ''}`.trim(),
    newAccount: `${change.newBankCode ?? '—'} ${change.newAccountNumber ?? ''}`.trim(),
    date: formatDate(change.createdAt.slice(0, 10), locale),
  };
  return (
    <div
      className="flex flex-col gap-2 rounded-md border border-warning p-3"
      data-testid="pending-bank-change"
    >
      <Badge variant="warning">{t('pending')}</Badge>
      <span className="text-sm">{t('summary', params)}</span>
      {change.newAccountName ? (
        <span className="text-xs text-muted">
          {t(change.nameMatches ? 'nameMatches' : 'nameDiffers', { accountName: change.newAccountName })}
        </span>
      ) : null}
      <span className="text-xs text-muted">{t('held')}</span>
      <div className="flex gap-2">
        <ConfirmDialog
          trigger={<Button size="sm">{t('confirm')}</Button>}
          title={t('confirmTitle')}
          description={t('confirmDescription', params)}
          confirmLabel={t('confirm')}
          cancelLabel={t('cancel')}
          onConfirm={() => toastOutcome(confirm.mutateAsync(employeeId))}
        />
        <ConfirmDialog
          trigger={
            <Button variant="secondary" size="sm">
              {t('reject')}
            </Button>
          }
          title={t('rejectTitle')}
          description={t('rejectDescription', params)}
          confirmLabel={t('reject')}
          cancelLabel={t('cancel')}
          onConfirm={() => toastOutcome(reject.mutateAsync(employeeId))}
        />
      </div>
    </div>
  );
}
