// Types only: the schemas (zod) stay on the pages with a form.
import type { PageFormName, ReplyOf, RequestOf } from '@storefront/types/forms';
import type { ApiFailed, ApiResult } from './result';

// What a form's submit is and remembers: apart from useSubmission.ts, so that the sending it loads
// later (outbox/forForm.ts) can name them without importing the hook that imports it.

/**
 * `kept`: the api could not be reached, and the form waits in this browser's outbox to be sent
 * (docs/product.md#forms); `failure.error` then says so.
 */
export type SubmissionState = 'idle' | 'sending' | 'sent' | 'failed' | 'kept';

/** B without keys T lacks: a help query is not a newsletter signup with extra fields. */
export type Exact<B, T> = B & Record<Exclude<keyof B, keyof T>, never>;

export interface Submission<N extends PageFormName> {
  state: SubmissionState;
  /** The last successful reply. */
  reply: ReplyOf<N> | null;
  /** The last failure, its `error` ready to show (when kept: that the form is saved and will be sent). */
  failure: ApiFailed | null;
  /**
   * What this form kept in the outbox on an earlier visit, still waiting or refused by the api,
   * as it was sent: for the form to show again when the visitor comes back to it. Else none.
   */
  saved?: Partial<RequestOf<N>> | null;
  /** Sends the form to its endpoint (as JSON, or multipart with its file); resolves once the state shows the result. */
  send<B extends RequestOf<N>>(body: Exact<B, RequestOf<N>>): Promise<ApiResult<ReplyOf<N>>>;
}

/** What the hook shows. */
export type SubmissionStatus<N extends PageFormName> = Omit<Submission<N>, 'send'>;

/** What a form's sends remember between them: the last attempt that did not succeed. */
export interface SubmissionMemory {
  last?: { key: string; signature: string; kept?: boolean } | null;
}
