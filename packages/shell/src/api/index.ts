export { useApi } from './context';
export type { ApiClient } from './context';
export { FAILED_MESSAGE, UNEXPECTED_MESSAGE, UNREACHABLE_MESSAGE } from './messages';
export type { ApiFailed, ApiResult, CallOptions } from './client';
export { useSession } from './session';
export type { Session, SessionStatus } from './session';
export { useSubmission } from './useSubmission';
export type { Submission, SubmissionState } from './useSubmission';
