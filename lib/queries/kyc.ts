import { queryOptions, useQuery } from '@tanstack/react-query';
import { submitKyc, getKyc } from '@/lib/api/kyc';
import type { SubmitKycInput } from '@/lib/contracts/kyc';
import { orgKey } from './keys';
import { useCurrentOrgId, useOrgMutation, type OrgId } from './org';

export const kycKeys = {
  latest: (orgId: OrgId) => orgKey(orgId, 'kyc', 'latest'),
  checklist: (orgId: OrgId) => orgKey(orgId, 'organization', 'checklist'),
};

export const kycQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: kycKeys.latest(orgId),
    queryFn: async () => (await getKyc()).data,
    enabled: Boolean(orgId),
  });

export function useKyc() {
  return useQuery(kycQuery(useCurrentOrgId()));
}

/** Submits KYC; the decision comes back at once, so the submission and the checklist are refetched. */
export const useSubmitKycMutation = () =>
  useOrgMutation(
    (input: SubmitKycInput) => submitKyc(input),
    (qc, orgId) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: kycKeys.latest(orgId) }),
        qc.invalidateQueries({ queryKey: kycKeys.checklist(orgId) }),
      ]),
  );
