import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMe } from './account';
import { orgKey } from './keys';

export type OrgId = string | null | undefined;

/** The organisation the session works in (null in consultant mode); every org query key is rooted in it. */
export function useCurrentOrgId() {
  return useMe().data?.currentUserRole?.organization?.id ?? null;
}

/** Invalidates whole modules of the organisation's cache (`orgKey(orgId, module)`), e.g. after a write that moves employees. */
export const invalidateOrgModules = (qc: QueryClient, orgId: OrgId, modules: readonly string[]) =>
  Promise.all(modules.map((m) => qc.invalidateQueries({ queryKey: orgKey(orgId, m) })));

/**
 * A write whose success runs `refresh` with the current org id (and the write's answer, for writes that
 * return the new state); the mutation settles only once the refresh has, so callers' success toasts see
 * fresh lists. A call that changes nothing cached (a validation, a template download, a name enquiry)
 * passes no `refresh`.
 */
export function useOrgMutation<V, R>(
  mutationFn: (v: V) => Promise<R>,
  refresh?: (qc: QueryClient, orgId: OrgId, v: V, result: R) => Promise<unknown>,
) {
  const orgId = useCurrentOrgId();
  const qc = useQueryClient();
  // Wrapped: React Query passes a second (context) argument that the API functions must not receive.
  return useMutation({
    mutationFn: (v: V) => mutationFn(v),
    onSuccess: refresh ? (r: R, v: V) => refresh(qc, orgId, v, r) : undefined,
  });
}
