import type { SecuritySettings } from '@/lib/contracts/settings-security';
import { apiRequest } from './client';

// The organisation's security settings (issue 33): GET / PUT settings/security.
export const getSecuritySettings = () => apiRequest<SecuritySettings>('settings/security');
export const updateSecuritySettings = (body: SecuritySettings) =>
  apiRequest<SecuritySettings>('settings/security', { method: 'PUT', body });
