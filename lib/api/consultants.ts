import type { UserRole } from '@/lib/contracts/account';
import { apiRequest } from './client';

export const getConsultantOrganizations = () =>
  apiRequest<NonNullable<UserRole['organization']>[]>('consultants/organizations');
