import { useCallback, useState } from 'react';
import type { SubmissionReply } from '@storefront/types';
import { useApi } from './context';
import type { ApiFailed, ApiResult } from './client';
import { isSubmissionReply } from './replies';

export type SubmissionState = 'idle' | 'sending' | 'sent' | 'failed';

export interface Submission<T> {
  state: SubmissionState;
  /** The last successful reply. */
  reply: T | null;
  /** The last failure, its `error` ready to show. */
  failure: ApiFailed | null;
  /** Sends JSON (or FormData) to the api; resolves with the result once the state shows it. */
  send(path: string, body: unknown): Promise<ApiResult<T>>;
}

/** Every form's submit: one request at a time, its state, the reply or what went wrong. */
export function useSubmission<T = SubmissionReply>(accept = isSubmissionReply as (data: unknown) => data is T): Submission<T> {
  const api = useApi();
  const [status, setStatus] = useState<Omit<Submission<T>, 'send'>>({ state: 'idle', reply: null, failure: null });
  const send = useCallback(
    async (path: string, body: unknown) => {
      setStatus((s) => ({ ...s, state: 'sending' }));
      const result = await api.call(path, { body, accept });
      setStatus(result.ok ? { state: 'sent', reply: result.data, failure: null } : { state: 'failed', reply: null, failure: result });
      return result;
    },
    [api, accept],
  );
  return { ...status, send };
}
