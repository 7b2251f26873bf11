'use client';

import { useTranslations } from 'next-intl';
import { useEnterClient } from '@/components/consultants/use-enter-client';
import { useConsultantOrganizations } from '@/lib/queries/consultants';

/**
 * Consultants choose the organisation they work in (spec §4). None → consultant mode and the dashboard;
 * one → switch-org on the server, remember it, go to the dashboard and reload so no other tenant's data stays.
 */
export function OrgSwitcher({ currentOrgId }: { currentOrgId: string | null }) {
  const t = useTranslations('shell');
  const organizations = useConsultantOrganizations(true);
  const mutation = useEnterClient();
  return (
    <label className="flex min-w-0 items-center gap-2 text-sm">
      <span className="sr-only">{t('organization')}</span>
      <select
        data-testid="org-switcher"
        className="max-w-56 truncate rounded-md border border-line bg-surface px-2 py-1.5 text-sm"
        value={currentOrgId ?? ''}
        disabled={mutation.isPending || organizations.isPending}
        onChange={(e) =>
          mutation.mutate({
            organization: organizations.data?.find((o) => o.id === e.target.value) ?? null,
            href: '/app/dashboard',
          })
        }
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
