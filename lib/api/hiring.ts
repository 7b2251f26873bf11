import type {
  Application,
  ApplicationListQuery,
  Job,
  JobInput,
  JobListQuery,
  Offer,
  PublicOffer,
  RejectApplicationInput,
  ScheduleInterviewInput,
  SendOfferInput,
} from '@/lib/contracts/hiring';
import { apiRequest } from './client';

// One function per /api/v1/jobs endpoint the screens use.
export const getJobs = (query: JobListQuery = {}) => apiRequest<Job[]>('jobs', { query });
export const createJob = (body: JobInput) => apiRequest<Job>('jobs', { method: 'POST', body });
export const getJob = (id: string) => apiRequest<Job>('jobs/{job_id}', { params: { job_id: id } });
export const updateJob = (id: string, body: JobInput) =>
  apiRequest<Job>('jobs/{job_id}', { method: 'PUT', params: { job_id: id }, body });
export const deleteJob = (id: string) =>
  apiRequest<null>('jobs/{job_id}', { method: 'DELETE', params: { job_id: id } });
export const toggleJobStatus = (id: string) =>
  apiRequest<Job>('jobs/{job_id}/toggle-status', { method: 'PUT', params: { job_id: id } });
export const getApplications = (jobId: string, query: ApplicationListQuery = {}) =>
  apiRequest<Application[]>('jobs/{job_id}/applications', { params: { job_id: jobId }, query });
export const downloadCv = (applicationId: string) =>
  apiRequest('jobs/applications/{application_id}/cv', {
    params: { application_id: applicationId },
    responseType: 'blob',
  });
export const updateStage = (id: string, stage: string) =>
  apiRequest<Application>('jobs/applications/{application_id}/update-stage', {
    method: 'PUT',
    params: { application_id: id },
    body: { stage },
  });
export const rejectApplication = (id: string, body: RejectApplicationInput) =>
  apiRequest<Application>('jobs/applications/{application_id}/reject', {
    method: 'PATCH',
    params: { application_id: id },
    body,
  });
/** Our addition: a note by the hiring team; answers the application with its notes. */
export const addApplicationNote = (id: string, text: string) =>
  apiRequest<Application>('jobs/applications/{application_id}/notes', {
    method: 'POST',
    params: { application_id: id },
    body: { text },
  });
/** The spec's path names it `job_id`; it is the application's id. */
export const scheduleInterview = (applicationId: string, body: ScheduleInterviewInput) =>
  apiRequest<Application>('jobs/applications/{job_id}/schedule-interview', {
    method: 'POST',
    params: { job_id: applicationId },
    body,
  });
export const sendOffer = (id: string, body: SendOfferInput) =>
  apiRequest<Offer & { application: Application }>('jobs/applications/{application_id}/send-offer', {
    method: 'PUT',
    params: { application_id: id },
    body,
  });
export const rescindOffer = (offerId: string) =>
  apiRequest<Offer>('jobs/applications/offers/{offer_id}/rescind-offer', {
    method: 'PATCH',
    params: { offer_id: offerId },
  });

// Public calls (careers page and offer page).
export const applyToJob = (jobId: string, formData: FormData) =>
  apiRequest<{ id: string; jobTitle: string; organizationName: string }>('jobs/{job_id}/apply', {
    method: 'POST',
    params: { job_id: jobId },
    formData,
  });
export const viewOffer = (token: string) =>
  apiRequest<PublicOffer>('jobs/applications/offers/{token}/view-offer', { params: { token } });
export const acceptOffer = (token: string) =>
  apiRequest<PublicOffer>('jobs/applications/offers/{token}/accept-offer', {
    method: 'PATCH',
    params: { token },
  });
export const rejectOffer = (token: string, reason: string | null) =>
  apiRequest<PublicOffer>('jobs/applications/offers/{token}/reject-offer', {
    method: 'PATCH',
    params: { token },
    body: { reason },
  });
