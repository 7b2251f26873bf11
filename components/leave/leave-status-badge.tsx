'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { LeaveStatus } from '@/lib/contracts/leave';

const VARIANT = {
  pending: 'warning',
  approved: 'success',
  declined: 'danger',
  cancelled: 'secondary',
  ended: 'outline',
} as const;

export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  const t = useTranslations('leave.statuses');
  return <Badge variant={VARIANT[status]}>{t(status)}</Badge>;
}
