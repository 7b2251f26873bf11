import type { Session } from '@/lib/contracts/account';
import type {
  CompleteInvitationInput,
  InvitationInfo,
  InviteAdminInput,
  TeamInvitation,
  TeamList,
  TeamMember,
} from '@/lib/contracts/team';
import { apiRequest } from './client';

// One function per /api/v1/organizations/admins endpoint.
export const listAdmins = () => apiRequest<TeamList>('organizations/admins');
export const inviteAdmin = (body: InviteAdminInput) =>
  apiRequest<TeamInvitation>('organizations/admins', { method: 'POST', body });
export const updateAdmin = (userId: string, body: { permissions: string[] }) =>
  apiRequest<TeamMember>('organizations/admins/{user_id}', {
    method: 'PATCH',
    params: { user_id: userId },
    body,
  });
export const removeAdmin = (userId: string) =>
  apiRequest<null>('organizations/admins/{user_id}', { method: 'DELETE', params: { user_id: userId } });
export const getInvitation = (token: string) =>
  apiRequest<InvitationInfo>('organizations/admins/invite/{token}', { params: { token } });
export const completeInvitation = (token: string, body: CompleteInvitationInput) =>
  apiRequest<Session>('organizations/admins/complete/{token}', { method: 'POST', params: { token }, body });
