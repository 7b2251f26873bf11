'use client';

import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { switchOrg } from '@/lib/api/account';
import { errorMessage } from '@/lib/api/client';
import { useConsultantStore } from '@/lib/stores/consultant';
import type { UserRole } from '@/lib/contracts/account';

type OrganizationRef = NonNullable<UserRole['organization']>;

/**
 * Switches into a client (spec §4: switch on the server, remember it, full page load) and lands on `href`
 * inside it, e.g. the client's billing-info tab to renew its subscription; `null` returns to consultant
 * mode. The full load drops every cache of the previous organisation. The one switch for the header's
 * organisation picker, the consultant overview and billing.
 */
export function useEnterClient() {
  const setActive = useConsultantStore((s) => s.setActiveOrganization);
  return useMutation({
    mutationFn: async ({ organization }: { organization: OrganizationRef | null; href: string }) =>
      switchOrg({ orgId: organization?.id ?? null }),
    onSuccess: (_, { organization, href }) => {
      setActive(organization);
      window.location.assign(href);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
