'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { isConsultantRole, needsOrganization } from '@/lib/navigation/guards';
import { useMe } from '@/lib/queries/account';
import { ChooseClient } from './choose-client';

/**
 * The one place consultant mode meets organisation screens (both shells wrap their screen in it): a consultant
 * with no client chosen gets "Choose a client" on any screen that shows one organisation's data, and the
 * screen itself never mounts, so none of its organisation calls is made (its server prefetch is skipped too:
 * `Hydrated` runs it only with an organisation).
 */
export function OrganizationGuard({ children }: { children: ReactNode }) {
  const me = useMe();
  const pathname = usePathname();
  const tab = useSearchParams().get('tab');
  const user = me.data;
  const consultantMode =
    user !== undefined &&
    !user.currentUserRole?.organization &&
    isConsultantRole(user.userRoles.map((r) => r.name));
  if (consultantMode && needsOrganization(pathname, tab)) return <ChooseClient />;
  return children;
}
