import type { DashboardChecklist } from '@/lib/contracts/organization';
import { apiRequest } from './client';

export const getDashboardChecklist = () =>
  apiRequest<DashboardChecklist>('organizations/dashboard-checklist');
