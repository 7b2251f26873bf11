import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  cancelSubscription,
  getPlans,
  getSubscription,
  listSubscriptionPayments,
  renewSubscription,
} from '@/lib/api/billing';
import { orgKey } from './keys';
import { useCurrentOrgId, useOrgMutation, type OrgId } from './org';

export const billingKeys = {
  all: (orgId: OrgId) => orgKey(orgId, 'billing'),
  subscription: (orgId: OrgId) => orgKey(orgId, 'billing', 'subscription'),
  plans: (orgId: OrgId) => orgKey(orgId, 'billing', 'plans'),
  payments: (orgId: OrgId) => orgKey(orgId, 'billing', 'payments'),
};

export const subscriptionQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: billingKeys.subscription(orgId),
    queryFn: async () => (await getSubscription()).data,
    enabled: Boolean(orgId),
  });

export function useSubscription() {
  return useQuery(subscriptionQuery(useCurrentOrgId()));
}

export const plansQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: billingKeys.plans(orgId),
    queryFn: async () => (await getPlans()).data,
    enabled: Boolean(orgId),
  });

export function usePlans(enabled = true) {
  const options = plansQuery(useCurrentOrgId());
  return useQuery({ ...options, enabled: options.enabled && enabled });
}

export const subscriptionPaymentsQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: billingKeys.payments(orgId),
    queryFn: async () => (await listSubscriptionPayments()).data,
    enabled: Boolean(orgId),
  });

export function useSubscriptionPayments() {
  return useQuery(subscriptionPaymentsQuery(useCurrentOrgId()));
}

/** Renewal and cancellation refresh the subscription, payments and the wallet (a renewal debits it). */
const refreshOrganization = (qc: QueryClient, orgId: OrgId) =>
  qc.invalidateQueries({ queryKey: orgKey(orgId) });

export const useRenewSubscriptionMutation = () => useOrgMutation(renewSubscription, refreshOrganization);

export const useCancelSubscriptionMutation = () => useOrgMutation(cancelSubscription, refreshOrganization);
