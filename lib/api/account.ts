import type { CountryInfo, Notification, Session, SignupInput, User } from '@/lib/contracts/account';
import type { LoginAnswer, MfaSetupAnswer, MfaVerifyInput } from '@/lib/contracts/account-mfa';
import { apiRequest } from './client';

// One function per /api/v1 account endpoint (spec §7).
/** A user with MFA on is answered `{ mfaRequired, mfaToken }` (no session yet): `verifyMfa` finishes it. */
export const login = (body: { email: string; password: string }) =>
  apiRequest<LoginAnswer>('account/employer/login', { method: 'POST', body });
export const verifyMfa = (body: MfaVerifyInput) =>
  apiRequest<Session>('account/mfa/verify', { method: 'POST', body });
export const setupTotp = (body: { password: string }) =>
  apiRequest<MfaSetupAnswer>('account/mfa/totp/setup', { method: 'POST', body });
export const confirmTotp = (body: { code: string }) =>
  apiRequest<{ recoveryCodes: string[] }>('account/mfa/totp/confirm', { method: 'POST', body });
export const regenerateRecoveryCodes = (body: { code: string }) =>
  apiRequest<{ recoveryCodes: string[] }>('account/mfa/recovery-codes', { method: 'POST', body });
export const disableTotp = (body: { password: string; code: string }) =>
  apiRequest<null>('account/mfa/totp', { method: 'DELETE', body });
export const signup = (body: SignupInput) =>
  apiRequest<{ email: string }>('account/employer/signup', { method: 'POST', body });
export const verifyEmail = (body: { email: string; otp: string }) =>
  apiRequest<Session>('account/verify-email', { method: 'PATCH', body });
export const resendOtp = (body: { email: string }) =>
  apiRequest<null>('account/resend-otp', { method: 'POST', body });
export const forgotPassword = (body: { email: string }) =>
  apiRequest<null>('account/forgot-password', { method: 'POST', body });
export const verifyResetLink = (body: { hash: string }) =>
  apiRequest<{ email: string }>('account/verify-otp', { method: 'POST', body });
export const resetPassword = (body: { hash: string; password: string; confirmPassword: string }) =>
  apiRequest<null>('account/reset-password', { method: 'PATCH', body });
/** Spec §3: the user is `data.user`. */
export const getMe = () => apiRequest<{ user: User }>('account/me');
export const updateDetails = (body: { firstName: string; lastName: string; phone?: string }) =>
  apiRequest<User>('account/details', { method: 'PUT', body });
export const changePassword = (body: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) => apiRequest<null>('account/change-password', { method: 'PATCH', body });
export const switchOrg = (body: { orgId: string | null }) =>
  apiRequest<User>('account/switch-org', { method: 'POST', body });
export const logout = () => apiRequest<null>('account/logout', { method: 'POST' });
export const getCountries = () => apiRequest<CountryInfo[]>('countries');
export const getNotifications = (query: { page?: number; perPage?: number } = {}) =>
  apiRequest<Notification[]>('notifications/user', { query });
export const markNotificationsRead = (body: { ids?: string[] } = {}) =>
  apiRequest<null>('notifications/user/mark-as-read', { method: 'PATCH', body });
