import type {
  AuthorizeInput,
  AuthorizeResult,
  AuthorizeView,
  ChatLink,
  CreatePinInput,
} from '@/lib/contracts/chat';
import { apiRequest } from './client';

// One function per chat endpoint (account/chat-link, bot/account/*).
export const sendChatLink = () => apiRequest<ChatLink>('account/chat-link', { method: 'POST' });
export const createPin = (token: string, body: CreatePinInput) =>
  apiRequest<null>('bot/account/create-pin/{token}', { method: 'POST', params: { token }, body });
export const getAuthorization = (token: string) =>
  apiRequest<AuthorizeView>('bot/account/authorize/{token}', { params: { token } });
export const authorizeRun = (token: string, body: AuthorizeInput) =>
  apiRequest<AuthorizeResult>('bot/account/authorize/{token}', { method: 'POST', params: { token }, body });
