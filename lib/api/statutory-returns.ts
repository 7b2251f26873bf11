import type { CertificateSend, ReturnIssue, ReturnList } from '@/lib/contracts/statutory-returns';
import { apiRequest } from './client';

// One function per /api/v1/statutory/returns and /statutory/annual endpoint (issue 36).
export const getReturnList = () => apiRequest<ReturnList>('statutory/returns');
export const getReturnIssues = (type: string, period: string) =>
  apiRequest<ReturnIssue[]>('statutory/returns/{type}/issues', { params: { type }, query: { period } });
export const downloadReturn = (type: string, period: string) =>
  apiRequest('statutory/returns/{type}', { params: { type }, query: { period }, responseType: 'blob' });
export const downloadAnnualReturn = (type: string, year: number) =>
  apiRequest('statutory/annual/{type}', { params: { type }, query: { year }, responseType: 'blob' });
export const sendCertificates = (year: number) =>
  apiRequest<CertificateSend>('statutory/annual/certificates/send', { method: 'POST', query: { year } });
