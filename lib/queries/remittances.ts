import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@/lib/api/remittances';
import type { ReceiptInput, RegistrationInput } from '@/lib/contracts/remittances';
import { orgKey } from './keys';
import { invalidateOrgModules, useCurrentOrgId, useOrgMutation, type OrgId } from './org';

/** Keys rooted in the organisation; every remittances write invalidates the module (cards, liabilities, receipts). */
export const remittancesKeys = {
  all: (orgId: OrgId) => orgKey(orgId, 'remittances'),
  summary: (orgId: OrgId) => orgKey(orgId, 'remittances', 'summary'),
  liabilities: (orgId: OrgId, type: string, query: api.LiabilityQuery) =>
    orgKey(orgId, 'remittances', 'liabilities', type, query),
  receipts: (orgId: OrgId, query: api.ReceiptQuery) => orgKey(orgId, 'remittances', 'receipts', query),
  registration: (orgId: OrgId, type: string) => orgKey(orgId, 'remittances', 'registration', type),
  admins: (orgId: OrgId, type: string) => orgKey(orgId, 'remittances', 'admins', type),
  orgAdmins: (orgId: OrgId, type: string) => orgKey(orgId, 'remittances', 'org-admins', type),
};

export const statutorySummaryQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: remittancesKeys.summary(orgId),
    queryFn: async () => (await api.getStatutorySummary()).data,
    enabled: Boolean(orgId),
  });
export const liabilitiesQuery = (orgId: OrgId, type: string, query: api.LiabilityQuery) =>
  queryOptions({
    queryKey: remittancesKeys.liabilities(orgId, type, query),
    queryFn: () => api.getLiabilities(type, query),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
export const receiptsQuery = (orgId: OrgId, query: api.ReceiptQuery) =>
  queryOptions({
    queryKey: remittancesKeys.receipts(orgId, query),
    queryFn: () => api.getReceipts(query),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
export const registrationQuery = (orgId: OrgId, type: string) =>
  queryOptions({
    queryKey: remittancesKeys.registration(orgId, type),
    queryFn: async () => (await api.getRegistration(type)).data,
    enabled: Boolean(orgId),
  });
export const statutoryAdminsQuery = (orgId: OrgId, type: string) =>
  queryOptions({
    queryKey: remittancesKeys.admins(orgId, type),
    queryFn: async () => (await api.getStatutoryAdmins(type)).data,
    enabled: Boolean(orgId),
  });
export const orgAdminsQuery = (orgId: OrgId, type: string) =>
  queryOptions({
    queryKey: remittancesKeys.orgAdmins(orgId, type),
    queryFn: async () => (await api.getOrgAdmins(type)).data,
    enabled: Boolean(orgId),
  });

export const useStatutorySummary = () => useQuery(statutorySummaryQuery(useCurrentOrgId()));
export const useLiabilities = (type: string, query: api.LiabilityQuery) =>
  useQuery(liabilitiesQuery(useCurrentOrgId(), type, query));
export const useReceipts = (query: api.ReceiptQuery) => useQuery(receiptsQuery(useCurrentOrgId(), query));
export const useRegistration = (type: string) => useQuery(registrationQuery(useCurrentOrgId(), type));
export const useStatutoryAdmins = (type: string) => useQuery(statutoryAdminsQuery(useCurrentOrgId(), type));
export const useOrgAdmins = (type: string) => useQuery(orgAdminsQuery(useCurrentOrgId(), type));

const useRemittancesMutation = <V, R>(fn: (v: V) => Promise<R>) =>
  useOrgMutation(fn, (qc, orgId) => invalidateOrgModules(qc, orgId, ['remittances', 'dashboard']));

export const useRecordReceiptMutation = () =>
  useRemittancesMutation(({ type, ...body }: ReceiptInput & { type: string }) =>
    api.recordReceipt(type, body),
  );
export const useUploadSheetMutation = () => useRemittancesMutation(api.uploadSheet);
export const useUpdateRegistrationMutation = () =>
  useRemittancesMutation(({ type, ...body }: RegistrationInput & { type: string }) =>
    api.updateRegistration(type, body),
  );
export const useCreateStatutoryAdminMutation = () =>
  useRemittancesMutation(({ type, email }: { type: string; email: string }) =>
    api.createStatutoryAdmin(type, email),
  );
export const useDeleteStatutoryAdminMutation = () => useRemittancesMutation(api.deleteStatutoryAdmin);
