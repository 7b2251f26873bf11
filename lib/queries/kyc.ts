import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { submitKyc, getKyc } from '@/lib/api/kyc';
import type { SubmitKycInput } from '@/lib/contracts/kyc';
import { orgKey } from './keys';

export const kycKeys = {
  latest: (orgId: string | null | undefined) => orgKey(orgId, 'kyc', 'latest'),
  checklist: (orgId: string | null | undefined) => orgKey(orgId, 'organization', 'checklist'),
};

export function useKyc(orgId: string | null | undefined) {
  return useQuery({
    queryKey: kycKeys.latest(orgId),
    queryFn: async () => (await getKyc()).data,
    enabled: Boolean(orgId),
  });
}

/** Submits KYC; the decision comes back at once, so the submission and the checklist are refetched. */
export function useSubmitKycMutation(orgId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitKycInput) => submitKyc(input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: kycKeys.latest(orgId) }),
        queryClient.invalidateQueries({ queryKey: kycKeys.checklist(orgId) }),
      ]),
  });
}
