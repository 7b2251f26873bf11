import type { Subscription } from '@/lib/contracts/billing';
import { apiRequest } from './client';

export const getSubscription = () => apiRequest<Subscription>('billings/subscription');
