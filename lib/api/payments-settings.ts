import type { PaymentsSettings, PaymentsSettingsInput } from '@/lib/contracts/payments-settings';
import { apiRequest } from './client';

// The organisation's payments provider (issue 35): GET / PUT payments/settings (the PUT asks for a step-up code).
export const getPaymentsSettings = () => apiRequest<PaymentsSettings>('payments/settings');
export const updatePaymentsSettings = (body: PaymentsSettingsInput) =>
  apiRequest<PaymentsSettings>('payments/settings', { method: 'PUT', body });
