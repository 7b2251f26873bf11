import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  addApplicationNote,
  createJob,
  deleteJob,
  getApplications,
  getJob,
  getJobs,
  rejectApplication,
  rescindOffer,
  scheduleInterview,
  sendOffer,
  toggleJobStatus,
  updateJob,
  updateStage,
} from '@/lib/api/hiring';
import type {
  ApplicationListQuery,
  JobInput,
  JobListQuery,
  RejectApplicationInput,
  ScheduleInterviewInput,
  SendOfferInput,
} from '@/lib/contracts/hiring';
import { orgKey } from './keys';
import { invalidateOrgModules, useCurrentOrgId, useOrgMutation, type OrgId } from './org';

/** Keys rooted in the organisation; every hiring write invalidates `all` (jobs, counts, pipelines). */
export const hiringKeys = {
  all: (orgId: OrgId) => orgKey(orgId, 'hiring'),
  list: (orgId: OrgId, query: JobListQuery) => orgKey(orgId, 'hiring', 'list', query),
  detail: (orgId: OrgId, id: string) => orgKey(orgId, 'hiring', 'detail', id),
  applications: (orgId: OrgId, id: string, query: ApplicationListQuery) =>
    orgKey(orgId, 'hiring', 'applications', id, query),
};

export const jobsQuery = (orgId: OrgId, query: JobListQuery) =>
  queryOptions({
    queryKey: hiringKeys.list(orgId, query),
    queryFn: () => getJobs(query),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export const jobQuery = (orgId: OrgId, id: string | undefined) =>
  queryOptions({
    queryKey: hiringKeys.detail(orgId, id ?? ''),
    queryFn: async () => (await getJob(id!)).data,
    enabled: Boolean(orgId && id),
  });

export const applicationsQuery = (orgId: OrgId, jobId: string, query: ApplicationListQuery = {}) =>
  queryOptions({
    queryKey: hiringKeys.applications(orgId, jobId, query),
    queryFn: async () => (await getApplications(jobId, query)).data,
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export const useJobs = (query: JobListQuery) => useQuery(jobsQuery(useCurrentOrgId(), query));
export const useJob = (id: string | undefined) => useQuery(jobQuery(useCurrentOrgId(), id));
export const useApplications = (jobId: string, query: ApplicationListQuery = {}) =>
  useQuery(applicationsQuery(useCurrentOrgId(), jobId, query));

const useHiringMutation = <V, R>(fn: (v: V) => Promise<R>) =>
  useOrgMutation(fn, (qc, orgId) => invalidateOrgModules(qc, orgId, ['hiring']));

export const useCreateJobMutation = () => useHiringMutation(createJob);
export const useUpdateJobMutation = () =>
  useHiringMutation(({ id, body }: { id: string; body: JobInput }) => updateJob(id, body));
export const useDeleteJobMutation = () => useHiringMutation(deleteJob);
export const useToggleJobMutation = () => useHiringMutation(toggleJobStatus);
export const useUpdateStageMutation = () =>
  useHiringMutation(({ id, stage }: { id: string; stage: string }) => updateStage(id, stage));
export const useRejectApplicationMutation = () =>
  useHiringMutation(({ id, body }: { id: string; body: RejectApplicationInput }) =>
    rejectApplication(id, body),
  );
export const useScheduleInterviewMutation = () =>
  useHiringMutation(({ id, body }: { id: string; body: ScheduleInterviewInput }) =>
    scheduleInterview(id, body),
  );
export const useSendOfferMutation = () =>
  useHiringMutation(({ id, body }: { id: string; body: SendOfferInput }) => sendOffer(id, body));
export const useRescindOfferMutation = () => useHiringMutation(rescindOffer);
export const useAddNoteMutation = () =>
  useHiringMutation(({ id, text }: { id: string; text: string }) => addApplicationNote(id, text));
