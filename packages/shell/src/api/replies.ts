import type { AuthReply, MeReply, PublicUser, SubmissionReply } from '@storefront/types';

// Guards for 2xx replies: a reply that lacks these is 'unexpected', not a success.
const has = (value: unknown, key: string): boolean =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[key] === 'string';

const isUser = (value: unknown): value is PublicUser => has(value, 'name') && has(value, 'email');

export const isSuccess = (data: unknown): data is { success: string } => has(data, 'success');
export const isSubmissionReply = (data: unknown): data is SubmissionReply => isSuccess(data) && has(data, 'reference');
export const isAuthReply = (data: unknown): data is AuthReply =>
  isSuccess(data) && has(data, 'token') && isUser((data as AuthReply).user);
export const isMeReply = (data: unknown): data is MeReply => isUser((data as MeReply | null)?.user);
