import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  archiveSuggestion,
  closePoll,
  createComm,
  deleteSuggestion,
  getAudienceCount,
  getComms,
  getPoll,
  getPublicPoll,
  getPublicSuggestionBox,
  getSuggestionBox,
  getSuggestions,
  rotateSuggestionBox,
  sendBoxSuggestion,
  submitPoll,
} from '@/lib/api/comms';
import type { BoxSuggestionInput, CommListQuery, SuggestionListQuery } from '@/lib/contracts/comms';
import { orgKey } from './keys';
import { invalidateOrgModules, useCurrentOrgId, useOrgMutation, type OrgId } from './org';

/** Keys rooted in the organisation; every comms write invalidates the whole module. */
export const commsKeys = {
  all: (orgId: OrgId) => orgKey(orgId, 'comms'),
  list: (orgId: OrgId, query: CommListQuery) => orgKey(orgId, 'comms', 'list', query),
  poll: (orgId: OrgId, id: string) => orgKey(orgId, 'comms', 'poll', id),
  audience: (orgId: OrgId, departmentIds: string[], groupIds: string[]) =>
    orgKey(orgId, 'comms', 'audience', departmentIds, groupIds),
  suggestions: (orgId: OrgId, query: SuggestionListQuery) => orgKey(orgId, 'comms', 'suggestions', query),
  box: (orgId: OrgId) => orgKey(orgId, 'comms', 'box'),
};

/** A poll's analytics refresh every 5 s while it is open ("live"), and stop once it closes. */
const LIVE_MS = 5000;

export const commsQuery = (orgId: OrgId, query: CommListQuery) =>
  queryOptions({
    queryKey: commsKeys.list(orgId, query),
    queryFn: () => getComms(query),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export const pollQuery = (orgId: OrgId, id: string) =>
  queryOptions({
    queryKey: commsKeys.poll(orgId, id),
    queryFn: async () => (await getPoll(id)).data,
    enabled: Boolean(orgId),
    refetchInterval: (q) => (q.state.data?.status === 'open' ? LIVE_MS : false),
  });

export const audienceCountQuery = (orgId: OrgId, departmentIds: string[], groupIds: string[]) =>
  queryOptions({
    queryKey: commsKeys.audience(orgId, departmentIds, groupIds),
    queryFn: async () => (await getAudienceCount(departmentIds, groupIds)).data.recipients,
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export const suggestionsQuery = (orgId: OrgId, query: SuggestionListQuery) =>
  queryOptions({
    queryKey: commsKeys.suggestions(orgId, query),
    queryFn: () => getSuggestions(query),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });

export const suggestionBoxQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: commsKeys.box(orgId),
    queryFn: async () => (await getSuggestionBox()).data,
    enabled: Boolean(orgId),
  });

export const useComms = (query: CommListQuery) => useQuery(commsQuery(useCurrentOrgId(), query));
export const usePoll = (id: string) => useQuery(pollQuery(useCurrentOrgId(), id));
export function useAudienceCount(departmentIds: string[], groupIds: string[], enabled: boolean) {
  const options = audienceCountQuery(useCurrentOrgId(), departmentIds, groupIds);
  return useQuery({ ...options, enabled: options.enabled && enabled });
}
export const useSuggestions = (query: SuggestionListQuery) =>
  useQuery(suggestionsQuery(useCurrentOrgId(), query));
export const useSuggestionBox = () => useQuery(suggestionBoxQuery(useCurrentOrgId()));

const useCommsMutation = <V, R>(mutationFn: (v: V) => Promise<R>) =>
  useOrgMutation(mutationFn, (qc, orgId) => invalidateOrgModules(qc, orgId, ['comms']));

export const useCreateCommMutation = () => useCommsMutation(createComm);
export const useClosePollMutation = () => useCommsMutation(closePoll);
export const useArchiveSuggestionMutation = () =>
  useCommsMutation(({ id, archived }: { id: string; archived: boolean }) => archiveSuggestion(id, archived));
export const useDeleteSuggestionMutation = () => useCommsMutation(deleteSuggestion);
export const useRotateBoxMutation = () => useCommsMutation(() => rotateSuggestionBox());

/**
 * Public pages (a poll or suggestion-box link): no organisation and no session, so their keys are rooted in
 * the link's token, not `orgKey`, and their writes are plain mutations (useOrgMutation would ask for the
 * session's organisation, which a visitor does not have); nothing cached changes after them.
 */
export const publicCommsKeys = {
  poll: (token: string) => ['public', 'poll', token] as const,
  suggestionBox: (token: string) => ['public', 'suggestion-box', token] as const,
};

export const publicPollQuery = (token: string) =>
  queryOptions({
    queryKey: publicCommsKeys.poll(token),
    queryFn: async () => (await getPublicPoll(token)).data,
    retry: false,
  });

export const publicSuggestionBoxQuery = (token: string) =>
  queryOptions({
    queryKey: publicCommsKeys.suggestionBox(token),
    queryFn: async () => (await getPublicSuggestionBox(token)).data,
    retry: false,
  });

export const usePublicPoll = (token: string) => useQuery(publicPollQuery(token));
export const useSubmitPollMutation = (token: string) =>
  useMutation({ mutationFn: (optionIds: string[]) => submitPoll(token, optionIds) });
export const usePublicSuggestionBox = (token: string) => useQuery(publicSuggestionBoxQuery(token));
export const useSendBoxSuggestionMutation = (token: string) =>
  useMutation({ mutationFn: (body: BoxSuggestionInput) => sendBoxSuggestion(token, body) });
