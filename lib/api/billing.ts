import type {
  CancelSubscriptionInput,
  Plans,
  RenewResult,
  RenewSubscriptionInput,
  Subscription,
  SubscriptionPayment,
} from '@/lib/contracts/billing';
import { apiRequest } from './client';

// One function per /api/v1/billings endpoint.
export const getSubscription = () => apiRequest<Subscription>('billings/subscription');
export const getPlans = () => apiRequest<Plans>('billings/subscription/plans');
export const renewSubscription = (body: RenewSubscriptionInput) =>
  apiRequest<RenewResult>('billings/subscription/renew', { method: 'POST', body });
export const cancelSubscription = (body: CancelSubscriptionInput) =>
  apiRequest<Subscription>('billings/subscription/cancel', { method: 'POST', body });
export const listSubscriptionPayments = () =>
  apiRequest<SubscriptionPayment[]>('billings/subscription/payments');
export const downloadInvoice = (paymentId: string) =>
  apiRequest('billings/subscription/payments/{payment_id}/invoice', {
    params: { payment_id: paymentId },
    responseType: 'blob',
  });
