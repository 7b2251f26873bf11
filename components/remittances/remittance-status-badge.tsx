'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { LiabilityStatus } from '@/lib/contracts/remittances';

const VARIANT = {
  outstanding: 'warning',
  part_remitted: 'default',
  remitted: 'success',
  overdue: 'danger',
} as const;

export function RemittanceStatusBadge({ status }: { status: LiabilityStatus }) {
  const t = useTranslations('remittances.status');
  return <Badge variant={VARIANT[status]}>{t(status)}</Badge>;
}
