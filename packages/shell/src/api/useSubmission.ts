import { useCallback, useEffect, useRef, useState } from 'react';
import { ENDPOINT_ROUTES, type EndpointRoute, type SubmissionKind, type SubmissionReply } from '@storefront/types';
// Types only: the schemas (zod) stay on the pages with a form.
import type { FormEndpointName, ReplyOf, RequestOf } from '@storefront/types/forms';
import { useHydrated } from '../hydration';
import type { FormView } from '../outbox/forForm';
import { useApi } from './context';
import type { ApiFailed, ApiResult } from './client';

/** `kept`: the api could not be reached, and the form waits in this browser's outbox to be sent (docs/product.md#forms). */
export type SubmissionState = 'idle' | 'sending' | 'sent' | 'failed' | 'kept';

/** B without keys T lacks: a help query is not a newsletter signup with extra fields. */
export type Exact<B, T> = B & Record<Exclude<keyof B, keyof T>, never>;

export interface Submission<N extends FormEndpointName> {
  /** The endpoint it sends to. */
  name: N;
  state: SubmissionState;
  /** The last successful reply. */
  reply: ReplyOf<N> | null;
  /** The last failure, its `error` ready to show. */
  failure: ApiFailed | null;
  /**
   * What this form kept in the outbox on an earlier visit, still waiting or refused by the api,
   * as it was sent: for the form to show again when the visitor comes back to it. Else null.
   */
  saved: Partial<RequestOf<N>> | null;
  /** Sends the form to its endpoint (as JSON, or multipart with its file); resolves once the state shows the result. */
  send<B extends RequestOf<N>>(body: Exact<B, RequestOf<N>>): Promise<ApiResult<ReplyOf<N>>>;
}

type Status<N extends FormEndpointName> = Omit<Submission<N>, 'send' | 'name'>;

/** A form as the key compares it: its fields, a file by name, size and date (the same file picked again is the same form). */
const signature = (body: object) =>
  JSON.stringify(body, (_name, value: unknown) =>
    value instanceof File ? [value.name, value.size, value.lastModified] : value,
  );

const outboxForm = () => import(/* webpackChunkName: "outbox" */ '../outbox/forForm');

/**
 * Every form's submit to its endpoint: one request at a time, its state, the reply or what went
 * wrong. The stored forms (not login or sign-up) carry an idempotency key: the same one while the
 * form is sent again unchanged after a failure (a double tap, a lost reply: stored once), a new one
 * once it was sent or changed. When the api cannot be reached, the form is kept in the outbox
 * (state `kept`) and sent later; coming back to the form shows what became of it.
 */
export function useSubmission<N extends FormEndpointName>(name: N): Submission<N> {
  const api = useApi();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status<N>>({ state: 'idle', reply: null, failure: null, saved: null });
  const current = useRef(status);
  current.current = status;
  // The last attempt that did not succeed, and whether it is in the outbox.
  const last = useRef<{ key: string; signature: string; kept?: boolean } | null>(null);
  const outbox = name === 'login' || name === 'signup' ? null : (name as SubmissionKind);

  // What became of what this form kept: looked up at idle time once the page works (the outbox's
  // code is not on the first load), then followed while the form is there.
  useEffect(() => {
    if (!outbox || !hydrated) return;
    let live = true;
    let stop = () => {};
    const show = (view: FormView, atStart: boolean) => {
      // Something sent since the form appeared is newer than its old entry.
      if (atStart && current.current.state !== 'idle') return;
      last.current =
        view.state === 'sent'
          ? null
          : { key: view.key, signature: signature('body' in view ? view.body : {}), kept: true };
      const saved = atStart && 'body' in view ? (view.body as Partial<RequestOf<N>>) : null;
      setStatus(
        view.state === 'sent'
          ? { state: 'sent', reply: view.reply as ReplyOf<N>, failure: null, saved: null }
          : { state: view.state, reply: null, failure: view.state === 'failed' ? view.failure : null, saved },
      );
    };
    (globalThis.requestIdleCallback ?? setTimeout)(() =>
      outboxForm().then(
        ({ followForm }) => {
          if (live) stop = followForm(outbox, () => (last.current?.kept ? last.current.key : undefined), show);
        },
        () => undefined,
      ),
    );
    return () => {
      live = false;
      stop();
    };
  }, [outbox, hydrated]);

  const send = useCallback(
    async (body: object): Promise<ApiResult<ReplyOf<N>>> => {
      setStatus((s) => ({ ...s, state: 'sending' }));
      // The table pairs each name with its reply guard; TypeScript cannot follow N through it.
      const { path, multipart, accept } = ENDPOINT_ROUTES[name] as EndpointRoute<ReplyOf<N>>;
      let attempt = last.current;
      if (outbox) {
        const form = signature(body);
        if (attempt?.signature !== form) attempt = { key: crypto.randomUUID(), signature: form };
        last.current = attempt;
      }
      const result = await api.call(path, { body, multipart, accept, idempotencyKey: attempt?.key });
      let next: Status<N> = { state: 'failed', reply: null, failure: result.ok ? null : result, saved: null };
      if (result.ok) {
        last.current = null;
        next = { state: 'sent', reply: result.data, failure: null, saved: null };
        // Sent from the form while it also waited in the outbox: nobody needs telling again.
        if (attempt?.kept)
          void outboxForm().then(
            (o) => o.markSentByForm(attempt.key, result.data as SubmissionReply),
            () => undefined,
          );
      } else if (outbox && attempt && result.kind === 'network') {
        const { key } = attempt;
        const kept = await api
          .url(path)
          .then((url) =>
            outboxForm().then((o) => o.keepForForm({ key, endpoint: outbox, url, body: { ...body }, multipart })),
          )
          .then(
            () => true,
            // No IndexedDB, storage full, or the outbox's code did not arrive: not reached, as before.
            () => false,
          );
        if (kept) {
          attempt.kept = true;
          next = { ...next, state: 'kept' };
        }
      }
      setStatus(next);
      return result;
    },
    [api, name, outbox],
  );
  return { ...status, name, send };
}
