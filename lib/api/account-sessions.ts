import type { AccountSession, RevokedSessions } from '@/lib/contracts/account-sessions';
import { apiRequest } from './client';

// The signed-in person's own sessions (issue 33): list, end one, end all but this one.
export const listSessions = () => apiRequest<AccountSession[]>('account/sessions');
export const revokeSession = (id: string) =>
  apiRequest<null>(`account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const revokeOtherSessions = () =>
  apiRequest<RevokedSessions>('account/sessions', { method: 'DELETE' });
