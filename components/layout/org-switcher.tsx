'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import { switchOrg } from '@/lib/api/account';
import { errorMessage } from '@/lib/api/client';
import { useConsultantOrganizations } from '@/lib/queries/consultants';
import { useConsultantStore } from '@/lib/stores/consultant';

/**
 * Consultants choose the organisation they work in (spec §4). None → consultant mode and the dashboard;
 * one → switch-org on the server, remember it, go to the dashboard and reload so no other tenant's data stays.
 */
export function OrgSwitcher({ currentOrgId }: { currentOrgId: string | null }) {
  const t = useTranslations('shell');
  const organizations = useConsultantOrganizations(true);
  const setActive = useConsultantStore((s) => s.setActiveOrganization);
  const mutation = useMutation({
    mutationFn: (orgId: string | null) => switchOrg({ orgId }),
    onSuccess: (_, orgId) => {
      setActive(organizations.data?.find((o) => o.id === orgId) ?? null);
      // A full load to the dashboard: every cache of the previous organisation is dropped.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/app/dashboard');
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <label className="flex min-w-0 items-center gap-2 text-sm">
      <span className="sr-only">{t('organization')}</span>
      <select
        data-testid="org-switcher"
        className="max-w-56 truncate rounded-md border border-line bg-surface px-2 py-1.5 text-sm"
        value={currentOrgId ?? ''}
        disabled={mutation.isPending || organizations.isPending}
        onChange={(e) => mutation.mutate(e.target.value || null)}
      >
        <option value="">{t('allClients')}</option>
        {organizations.data?.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}
