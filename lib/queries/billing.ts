import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelSubscription,
  getPlans,
  getSubscription,
  listSubscriptionPayments,
  renewSubscription,
} from '@/lib/api/billing';
import { orgKey } from './keys';

export const billingKeys = {
  all: (orgId: string | null | undefined) => orgKey(orgId, 'billing'),
  subscription: (orgId: string | null | undefined) => orgKey(orgId, 'billing', 'subscription'),
  plans: (orgId: string | null | undefined) => orgKey(orgId, 'billing', 'plans'),
  payments: (orgId: string | null | undefined) => orgKey(orgId, 'billing', 'payments'),
};

export const subscriptionQuery = (orgId: string | null | undefined) =>
  queryOptions({
    queryKey: billingKeys.subscription(orgId),
    queryFn: async () => (await getSubscription()).data,
    enabled: Boolean(orgId),
  });

export function useSubscription(orgId: string | null | undefined) {
  return useQuery(subscriptionQuery(orgId));
}

export function usePlans(orgId: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: billingKeys.plans(orgId),
    queryFn: async () => (await getPlans()).data,
    enabled: Boolean(orgId) && enabled,
  });
}

export function useSubscriptionPayments(orgId: string | null | undefined) {
  return useQuery({
    queryKey: billingKeys.payments(orgId),
    queryFn: async () => (await listSubscriptionPayments()).data,
    enabled: Boolean(orgId),
  });
}

/** Renewal and cancellation refresh the subscription, payments and the wallet (a renewal debits it). */
function useInvalidateBilling(orgId: string | null | undefined) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orgKey(orgId) });
}

export function useRenewSubscriptionMutation(orgId: string | null | undefined) {
  const invalidate = useInvalidateBilling(orgId);
  return useMutation({ mutationFn: renewSubscription, onSuccess: invalidate });
}

export function useCancelSubscriptionMutation(orgId: string | null | undefined) {
  const invalidate = useInvalidateBilling(orgId);
  return useMutation({ mutationFn: cancelSubscription, onSuccess: invalidate });
}
