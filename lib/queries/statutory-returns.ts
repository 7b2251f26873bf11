import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@/lib/api/statutory-returns';
import { orgKey } from './keys';
import { useCurrentOrgId, useOrgMutation, type OrgId } from './org';

/** The authorities' returns (issue 36), under the remittances module's keys (rooted in the organisation). */
export const statutoryReturnsKeys = {
  list: (orgId: OrgId) => orgKey(orgId, 'remittances', 'returns'),
  issues: (orgId: OrgId, type: string, period: string) =>
    orgKey(orgId, 'remittances', 'returns', 'issues', type, period),
};

export const returnListQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: statutoryReturnsKeys.list(orgId),
    queryFn: async () => (await api.getReturnList()).data,
    enabled: Boolean(orgId),
  });
export const returnIssuesQuery = (orgId: OrgId, type: string, period: string) =>
  queryOptions({
    queryKey: statutoryReturnsKeys.issues(orgId, type, period),
    queryFn: async () => (await api.getReturnIssues(type, period)).data,
    enabled: Boolean(orgId && type && period),
    retry: false,
  });

export const useReturnList = () => useQuery(returnListQuery(useCurrentOrgId()));
export const useReturnIssues = (type: string, period: string) =>
  useQuery(returnIssuesQuery(useCurrentOrgId(), type, period));
// mails are queued, nothing on screen changes: no invalidation
export const useSendCertificatesMutation = () => useOrgMutation(api.sendCertificates);
