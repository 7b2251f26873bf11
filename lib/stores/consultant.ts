import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { UserRole } from '@/lib/contracts/account';

type OrganizationRef = NonNullable<UserRole['organization']>;

export type ConsultantState = {
  organizations: OrganizationRef[];
  activeOrganization: OrganizationRef | null;
  setOrganizations: (organizations: OrganizationRef[]) => void;
  setActiveOrganization: (organization: OrganizationRef | null) => void;
  reset: () => void;
};

/** The consultant's client list and active organisation, kept per browser tab (sessionStorage, spec §4). */
export const useConsultantStore = create<ConsultantState>()(
  persist(
    (set) => ({
      organizations: [],
      activeOrganization: null,
      setOrganizations: (organizations) => set({ organizations }),
      setActiveOrganization: (activeOrganization) => set({ activeOrganization }),
      reset: () => set({ organizations: [], activeOrganization: null }),
    }),
    { name: 'paygrid-consultant', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** Consultant mode: the user is a consultant and no organisation is active. */
export function isConsultantMode(
  roles: { name: string }[],
  activeOrganization: OrganizationRef | null,
): boolean {
  return roles.some((r) => r.name === 'consultant' || r.name === 'consultant_member') && !activeOrganization;
}
