'use client';

import { useTranslations } from 'next-intl';
import { CardContent } from '@/components/ui/card';
import { IntentLink } from '@/components/ui/intent-link';
import type { PayrollDetail } from '@/lib/contracts/payroll';
import { usePermissions } from '@/lib/queries/permissions';

/**
 * Why a run pending approval waits and why the viewer cannot act (issue 29 §3): the named approver lacks the
 * permission (nobody can approve until the levels name someone else), the viewer lacks it, the level is
 * someone else's, or the viewer already approved an earlier level.
 */
export function RunWaitingNote({ detail }: { detail: PayrollDetail }) {
  const t = useTranslations('payroll.run');
  const { can, userId } = usePermissions();
  const next = detail.nextApprover;
  if (detail.status !== 'pending_approval' || !next) return null;
  const notes: { key: string; text: string; danger?: boolean; link?: boolean }[] = [];
  if (next.userId && !next.hasPermission) {
    notes.push({
      key: 'blocked',
      text: t('waitingWhy.noPermission', { name: next.name ?? '—', level: next.level }),
      danger: true,
      link: can('settings'),
    });
  }
  const mine = !next.userId || next.userId === userId;
  const approvedEarlier = detail.approvals.some(
    (a) => a.userId === userId && a.decision === 'approved' && !a.voided && a.version === detail.version,
  );
  if (!can('payroll.approve')) {
    notes.push({ key: 'viewer', text: t('waitingWhy.viewerNoPermission') });
  } else if (!mine) {
    notes.push({ key: 'level', text: t('notYourLevel') });
    if (next.name)
      notes.push({ key: 'only', text: t('waitingWhy.onlyNamed', { name: next.name, level: next.level }) });
    if (approvedEarlier) notes.push({ key: 'earlier', text: t('waitingWhy.alreadyApproved') });
  }
  if (notes.length === 0) return null;
  return (
    <CardContent className="space-y-1" data-testid="waiting-why">
      {notes.map((n) => (
        <p
          key={n.key}
          role={n.danger ? 'alert' : undefined}
          className={n.danger ? 'text-sm text-danger' : 'text-sm text-muted'}
        >
          {n.text}
          {n.link ? (
            <>
              {' '}
              <IntentLink href="/app/payroll/settings" className="font-medium underline">
                {t('waitingWhy.settingsLink')}
              </IntentLink>
            </>
          ) : null}
        </p>
      ))}
    </CardContent>
  );
}
