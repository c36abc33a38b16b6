import { useCallback, useState } from 'react';
import { ENDPOINT_ROUTES, type EndpointRoute } from '@storefront/types';
// Types only: the schemas (zod) stay on the pages with a form.
import type { FormEndpointName, ReplyOf, RequestOf } from '@storefront/types/forms';
import { useApi } from './context';
import type { ApiFailed, ApiResult } from './client';

export type SubmissionState = 'idle' | 'sending' | 'sent' | 'failed';

/** B without keys T lacks: a help query is not a newsletter signup with extra fields. */
export type Exact<B, T> = B & Record<Exclude<keyof B, keyof T>, never>;

export interface Submission<N extends FormEndpointName> {
  state: SubmissionState;
  /** The last successful reply. */
  reply: ReplyOf<N> | null;
  /** The last failure, its `error` ready to show. */
  failure: ApiFailed | null;
  /** Sends the form to its endpoint (as JSON, or multipart with its file); resolves once the state shows the result. */
  send<B extends RequestOf<N>>(body: Exact<B, RequestOf<N>>): Promise<ApiResult<ReplyOf<N>>>;
}

/** Every form's submit to its endpoint: one request at a time, its state, the reply or what went wrong. */
export function useSubmission<N extends FormEndpointName>(name: N): Submission<N> {
  const api = useApi();
  const [status, setStatus] = useState<Omit<Submission<N>, 'send'>>({ state: 'idle', reply: null, failure: null });
  const send = useCallback(
    async (body: object): Promise<ApiResult<ReplyOf<N>>> => {
      setStatus((s) => ({ ...s, state: 'sending' }));
      // The table pairs each name with its reply guard; TypeScript cannot follow N through it.
      const { path, multipart, accept } = ENDPOINT_ROUTES[name] as EndpointRoute<ReplyOf<N>>;
      const result = await api.call(path, { body, multipart, accept });
      setStatus(
        result.ok
          ? { state: 'sent', reply: result.data, failure: null }
          : { state: 'failed', reply: null, failure: result },
      );
      return result;
    },
    [api, name],
  );
  return { ...status, send };
}
