import type { FilePurpose, StoredFile } from '@/lib/contracts/files';
import { apiRequest } from './client';

/** POST file — multipart upload of one document. */
export function uploadFile(file: File, purpose: FilePurpose = 'other') {
  const formData = new FormData();
  formData.set('file', file);
  formData.set('purpose', purpose);
  return apiRequest<StoredFile>('file', { method: 'POST', formData });
}

/** GET file/{file_id} — the bytes, for the owning organisation. */
export const downloadFile = (fileId: string) =>
  apiRequest('file/{file_id}', { params: { file_id: fileId }, responseType: 'blob' });
