import type { Bank, NameEnquiryInput, NameEnquiryResult } from '@/lib/contracts/payments';
import { apiRequest } from './client';

// One function per /api/v1 payments endpoint.
export const getBanks = (country?: string) => apiRequest<Bank[]>('payments/banks', { query: { country } });
export const nameEnquiry = (body: NameEnquiryInput) =>
  apiRequest<NameEnquiryResult>('payments/name-enquiry', { method: 'POST', body });
