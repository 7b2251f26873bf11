import type {
  Comm,
  CommListQuery,
  CreateCommInput,
  PollAnalytics,
  PublicPoll,
  PublicSuggestionBox,
  BoxSuggestionInput,
  CreateSuggestionInput,
  Suggestion,
  SuggestionBox,
  SuggestionListQuery,
} from '@/lib/contracts/comms';
import { apiRequest } from './client';

// One function per comms and suggestions endpoint (/api/v1/comms*, /api/v1/suggestions*).
export const getComms = (query: CommListQuery = {}) => apiRequest<Comm[]>('comms', { query });
export const createComm = (body: CreateCommInput) => apiRequest<Comm>('comms', { method: 'POST', body });
export const getAudienceCount = (departmentIds: string[], payrollGroupIds: string[]) =>
  apiRequest<{ recipients: number }>('comms/audience', {
    query: { departmentIds: departmentIds.join(','), payrollGroupIds: payrollGroupIds.join(',') },
  });
export const getPoll = (id: string) =>
  apiRequest<PollAnalytics>('comms/poll/{poll_id}', { params: { poll_id: id } });
export const closePoll = (id: string) =>
  apiRequest<PollAnalytics>('comms/poll/{poll_id}/close', { method: 'POST', params: { poll_id: id } });
export const downloadPollResults = (id: string) =>
  apiRequest('comms/poll/{poll_id}/download', { params: { poll_id: id }, responseType: 'blob' });
export const getPublicPoll = (token: string) =>
  apiRequest<PublicPoll>('comms/poll/public/{token}', { params: { token } });
export const submitPoll = (token: string, optionIds: string[]) =>
  apiRequest<{ answered: boolean }>('comms/poll/submit/{token}', {
    method: 'POST',
    params: { token },
    body: { optionIds },
  });

export const getSuggestions = (query: SuggestionListQuery = {}) =>
  apiRequest<Suggestion[]>('suggestions', { query });
export const createSuggestion = (body: CreateSuggestionInput) =>
  apiRequest<Suggestion>('suggestions', { method: 'POST', body });
export const archiveSuggestion = (id: string, archived: boolean) =>
  apiRequest<Suggestion>('suggestions/{suggestion_id}', {
    method: 'PATCH',
    params: { suggestion_id: id },
    body: { archived },
  });
export const deleteSuggestion = (id: string) =>
  apiRequest<null>('suggestions/{suggestion_id}', { method: 'DELETE', params: { suggestion_id: id } });
export const getSuggestionBox = () => apiRequest<SuggestionBox>('suggestions/box');
export const rotateSuggestionBox = () =>
  apiRequest<SuggestionBox>('suggestions/box/rotate', { method: 'POST' });
export const getPublicSuggestionBox = (token: string) =>
  apiRequest<PublicSuggestionBox>('suggestions/public/{token}', { params: { token } });
export const sendBoxSuggestion = (token: string, body: BoxSuggestionInput) =>
  apiRequest<{ received: boolean }>('suggestions/public/{token}', {
    method: 'POST',
    params: { token },
    body,
  });
