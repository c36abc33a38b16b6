import { useCallback, useState } from 'react';
import type { FormEndpointName, ReplyOf, RequestOf } from '@storefront/types/forms';
import { useApi } from './context';
import type { ApiFailed, ApiResult } from './client';
import { UNREACHABLE_MESSAGE } from './messages';

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

// The table carries the schemas (zod): it loads with the first send, so a page whose only form is
// the footer's newsletter does not download it at start.
const loadEndpoints = () => import('@storefront/types/forms').then((forms) => forms.ENDPOINTS);

/** Multipart as the api reads it: each field as text, a file as itself. */
export function toFormData(body: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value instanceof Blob) form.append(name, value);
    else if (value !== undefined) form.append(name, String(value));
  }
  return form;
}

/** Every form's submit to its endpoint: one request at a time, its state, the reply or what went wrong. */
export function useSubmission<N extends FormEndpointName>(name: N): Submission<N> {
  const api = useApi();
  const [status, setStatus] = useState<Omit<Submission<N>, 'send'>>({ state: 'idle', reply: null, failure: null });
  const send = useCallback(
    async (body: object): Promise<ApiResult<ReplyOf<N>>> => {
      setStatus((s) => ({ ...s, state: 'sending' }));
      const endpoint = await loadEndpoints().then(
        (endpoints) => endpoints[name],
        () => null,
      );
      const result: ApiResult<ReplyOf<N>> = endpoint
        ? await api.call(endpoint.path, {
            body: endpoint.encoding === 'multipart' ? toFormData(body) : body,
            accept: endpoint.accept as (data: unknown) => data is ReplyOf<N>,
          })
        : // The table's chunk did not load: as unreachable as the api itself.
          { ok: false, kind: 'network', error: UNREACHABLE_MESSAGE };
      setStatus(result.ok ? { state: 'sent', reply: result.data, failure: null } : { state: 'failed', reply: null, failure: result });
      return result;
    },
    [api, name],
  );
  return { ...status, send };
}
