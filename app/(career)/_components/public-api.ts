import 'server-only';
import { getLocale } from 'next-intl/server';
import { getApp } from '@/server/boot/app';

/**
 * The public careers and offer pages render on the server from the same /api/v1 answers the browser
 * would get, through the in-process app (no network hop, same validation and tenancy rules).
 */
export async function publicGet<T>(path: string): Promise<{ code?: string; data?: T; message?: string }> {
  const app = await getApp();
  const res = await app.request(`/api/v1/${path}`, { headers: { 'accept-language': await getLocale() } });
  const body = (await res.json().catch(() => undefined)) as
    | { data?: T; message?: string; code?: string }
    | undefined;
  return { code: body?.code, data: body?.data, message: body?.message };
}
