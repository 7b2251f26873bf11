'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { BankVerificationStatus, EmployeeDetail } from '@/lib/contracts/employees';
import { formatDate, type DateLocale } from '@/lib/dates';
import { useAcceptBankNameMutation } from '@/lib/queries/employees';
import { toastOutcome } from '@/lib/toast';
import { fullName } from './employee-status-badge';

const VARIANT: Record<BankVerificationStatus, 'success' | 'warning' | 'danger'> = {
  verified: 'success',
  name_accepted: 'success',
  name_mismatch: 'danger',
  unverified: 'warning',
};
const LABEL = {
  verified: 'verified',
  name_accepted: 'nameAccepted',
  name_mismatch: 'nameMismatch',
  unverified: 'notVerified',
} as const;

/** How far the account is confirmed: Verified, Verified (name accepted), Name mismatch — check before paying, Not verified. */
export function BankStatusBadge({ status }: { status: BankVerificationStatus }) {
  const t = useTranslations('employees.form');
  return <Badge variant={VARIANT[status]}>{t(LABEL[status])}</Badge>;
}

/**
 * The employee's bank details' status. A name mismatch says whose name the bank gave, and offers "Accept
 * name": payments to the account are held until an admin has checked it is the employee's and accepts.
 */
export function BankStatus({ employee: e }: { employee: EmployeeDetail }) {
  const t = useTranslations('employees.form');
  const td = useTranslations('employees.details');
  const locale = useLocale() as DateLocale;
  const accept = useAcceptBankNameMutation();
  const status = e.bankVerificationStatus ?? (e.bankVerified ? 'verified' : 'unverified');
  const name = fullName(e);
  const accountName = e.accountName ?? '';
  return (
    <span className="flex flex-col items-start gap-2" data-testid="bank-status">
      <BankStatusBadge status={status} />
      {status === 'name_mismatch' ? (
        <>
          <span className="text-xs text-muted">{t('nameMismatchHint', { accountName, name })}</span>
          <ConfirmDialog
            trigger={
              <Button variant="secondary" size="sm">
                {td('acceptName')}
              </Button>
            }
            title={td('acceptNameTitle', { accountName, name })}
            description={td('acceptNameDescription', { accountName, name })}
            confirmLabel={td('acceptName')}
            cancelLabel={td('cancel')}
            onConfirm={() => toastOutcome(accept.mutateAsync(e.id))}
          />
        </>
      ) : null}
      {status === 'name_accepted' && e.bankNameAcceptedAt ? (
        <span className="text-xs text-muted">
          {td('nameAcceptedOn', { date: formatDate(e.bankNameAcceptedAt.slice(0, 10), locale) })}
        </span>
      ) : null}
    </span>
  );
}
