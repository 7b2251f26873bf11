import type { KycSubmission, SubmitKycInput } from '@/lib/contracts/kyc';
import { apiRequest } from './client';

export const submitKyc = (input: SubmitKycInput) =>
  apiRequest<KycSubmission>('organizations/kyc', { method: 'POST', body: input });

export const getKyc = () => apiRequest<KycSubmission | null>('organizations/kyc');
