import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getHarness } from '../helpers/app';

/** Uploads go to a temp dir, never the repo's .data/uploads. */
export function useTempUploadDir() {
  process.env.UPLOAD_DIR = mkdtempSync(path.join(os.tmpdir(), 'paygrid-uploads-'));
  return process.env.UPLOAD_DIR;
}

export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** POST /file as multipart, like a browser would. */
export async function upload(
  token: string | undefined,
  bytes: Uint8Array,
  name: string,
  type: string,
  purpose?: string,
) {
  const { app } = await getHarness();
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  if (purpose) form.set('purpose', purpose);
  const res = await app.request('/api/v1/file', {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: await res.json() };
}
