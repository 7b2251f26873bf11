import type {
  Liability,
  OrgAdmin,
  Receipt,
  ReceiptInput,
  Registration,
  RegistrationInput,
  StatutoryAdmin,
  TypeSummary,
} from '@/lib/contracts/remittances';
import { apiRequest } from './client';

// One function per /api/v1/statutory endpoint.
export type LiabilityQuery = { page?: number; perPage?: number; payrollId?: string; status?: string };
export type ReceiptQuery = {
  page?: number;
  perPage?: number;
  type?: string;
  payrollId?: string;
  payee?: string;
  period?: string;
};

export const getStatutorySummary = () => apiRequest<TypeSummary[]>('statutory/summary');
export const getLiabilities = (type: string, query: LiabilityQuery) =>
  apiRequest<Liability[]>('statutory/{type}/liabilities', { params: { type }, query });
export const recordReceipt = (type: string, body: ReceiptInput) =>
  apiRequest<Receipt>('statutory/{type}/payment-receipts', { method: 'POST', params: { type }, body });
export const getReceipts = (query: ReceiptQuery) =>
  apiRequest<Receipt[]>('statutory/payment-receipts', { query });
export const downloadSchedules = (payrollId: string) =>
  apiRequest('statutory/payment-records/{payrollId}/download', {
    params: { payrollId },
    responseType: 'blob',
  });
export const downloadUploadSheet = () =>
  apiRequest('statutory/download-upload-sheet', { responseType: 'blob' });
export function uploadSheet(file: File) {
  const formData = new FormData();
  formData.set('file', file);
  return apiRequest<{ recorded: number }>('statutory/upload-sheet', { method: 'POST', formData });
}
export const getRegistration = (type: string) =>
  apiRequest<Registration>('statutory/{type}/settings', { params: { type } });
export const updateRegistration = (type: string, body: RegistrationInput) =>
  apiRequest<Registration>('statutory/{type}/settings', { method: 'PUT', params: { type }, body });
export const createStatutoryAdmin = (type: string, email: string) =>
  apiRequest<StatutoryAdmin>('statutory/{type}/create-admin', {
    method: 'POST',
    params: { type },
    body: { email },
  });
export const getOrgAdmins = (type: string) =>
  apiRequest<OrgAdmin[]>('statutory/{type}/org-admins', { params: { type } });
export const getStatutoryAdmins = (type: string) =>
  apiRequest<StatutoryAdmin[]>('statutory/{type}/admins', { params: { type } });
export const getStatutoryAdmin = (id: string) =>
  apiRequest<StatutoryAdmin>('statutory/admins/{orgStatutoryAdminId}', {
    params: { orgStatutoryAdminId: id },
  });
export const deleteStatutoryAdmin = (id: string) =>
  apiRequest<null>('statutory/admins/{orgStatutoryAdminId}', {
    method: 'DELETE',
    params: { orgStatutoryAdminId: id },
  });
