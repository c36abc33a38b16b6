import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
// Types only: the schemas (zod) stay on the pages with a form.
import type { PageFormName, ReplyOf } from '@storefront/types/forms';
import { useHydrated } from '../hydration';
import { useApi } from './context';
import type { ApiFailed, ApiResult } from './client';
import { UNREACHABLE } from './messages';
import type { Submission, SubmissionMemory, SubmissionStatus } from './submission';

export type { Exact, Submission, SubmissionMemory, SubmissionState, SubmissionStatus } from './submission';

type Show = Dispatch<SetStateAction<SubmissionStatus<PageFormName>>>;

// The sending, the keys and the outbox: one chunk, loaded once the page works (or at the first
// send), so the first load carries none of it.
const submitting = () => import(/* webpackChunkName: "outbox" */ '../outbox/forForm');

/**
 * Every form's submit to its endpoint: one request at a time, its state, the reply or what went
 * wrong. The stored forms carry an idempotency key and are kept in the outbox when the api cannot
 * be reached (outbox/forForm.ts); coming back to the form shows what became of what it kept.
 */
export function useSubmission<N extends PageFormName>(name: N): Submission<N> {
  const api = useApi();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<SubmissionStatus<N>>({ state: 'idle', reply: null, failure: null });
  const memory = useRef<SubmissionMemory>({});

  // What became of what this form kept: looked up once the page works, in a task after the one
  // that made it work (its code is not on the first load), then followed while the form is there.
  useEffect(() => {
    let stop: (() => void) | null | undefined;
    if (hydrated)
      setTimeout(() =>
        submitting().then(
          (forms) => stop !== null && (stop = forms.followForm(name, memory.current, setStatus as Show)),
          () => undefined,
        ),
      );
    return () => {
      stop?.();
      stop = null;
    };
  }, [name, hydrated]);

  const send = useCallback(
    async (body: object): Promise<ApiResult<ReplyOf<N>>> => {
      setStatus((s) => ({ ...s, state: 'sending' }));
      const [next, result] = await submitting().then(
        (forms) => forms.submitForm(api, name, body, memory.current),
        // Its code did not arrive: for the form, the same as an unreachable api.
        (): [SubmissionStatus<N>, ApiFailed] => [{ state: 'failed', reply: null, failure: UNREACHABLE }, UNREACHABLE],
      );
      setStatus(next);
      return result;
    },
    [api, name],
  );
  return { ...status, send };
}
