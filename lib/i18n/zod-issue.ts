import type { MessageParams } from './format-message';

type Issue = {
  code: string;
  message?: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  format?: string;
  input?: unknown;
};

/**
 * Turns a zod issue into a message key under `validation` and its parameters, so the server's 422 field
 * errors and the client's form errors say the same thing in the user's language. A schema can name its
 * own key by passing `{ message: 'validation.someKey' }`.
 */
/** A message key a schema may name: shared `validation.x`, or a module's own `<module>.validation.x`. */
export const isValidationKey = (message: string | undefined): message is string =>
  !!message && /^([\w-]+\.)?validation\.\w+$/.test(message);

export function zodIssueToMessage(issue: Issue): { key: string; params?: MessageParams } {
  // Shared keys (`validation.x`) and a module's own (`leave.validation.x`, in messages/<locale>/leave.json).
  if (isValidationKey(issue.message)) return { key: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      return {
        key: issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid',
      };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { key: 'validation.required' }
          : { key: 'validation.tooShort', params: { min: Number(issue.minimum) } };
      }
      return { key: 'validation.tooSmall', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'validation.tooLong', params: { max: Number(issue.maximum) } }
        : { key: 'validation.tooBig', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.email' : 'validation.invalid' };
    case 'invalid_value':
      return { key: 'validation.invalidOption' };
    default:
      return { key: 'validation.invalid' };
  }
}
