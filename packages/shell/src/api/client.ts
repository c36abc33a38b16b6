import type { FieldErrors } from '@storefront/types';
// Its type only: the value would bring the forms' schemas to every page that calls the api.
import type { IDEMPOTENCY_HEADER } from '@storefront/types/forms';
import { FAILED_MESSAGE, UNEXPECTED_MESSAGE, UNREACHABLE_MESSAGE } from './messages';
import type { ApiResult } from './result';

export const API_TIMEOUT_MS = 15_000;

/** The api's header name (`IDEMPOTENCY_HEADER`), checked against it by the type. */
const IDEMPOTENCY: typeof IDEMPOTENCY_HEADER = 'Idempotency-Key';

export type { ApiFailed, ApiResult } from './result';

export interface CallOptions<T> {
  /** JSON-able data, or FormData (sent as multipart). No body: GET. */
  body?: unknown;
  /** Send the body's fields as multipart/form-data (a file as itself, the rest as text). */
  multipart?: boolean;
  token?: string | null;
  /** Whether a 2xx reply carries what the caller needs. */
  accept: (data: unknown) => data is T;
  timeoutMs?: number;
  /** A 2xx reply is a file to save (a CV, a CSV): it arrives as a File named by its Content-Disposition. */
  download?: boolean;
  /**
   * Sent as the Idempotency-Key header: the api stores a form sent again with the same key once and
   * answers the repeat as it answered the first (docs/product.md#forms).
   */
  idempotencyKey?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

function readFields(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Multipart as the api reads it: each field as text, a file as itself. */
export function toFormData(fields: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value);
    else if (value !== undefined) form.append(name, String(value));
  }
  return form;
}

/** The file name a Content-Disposition header gives (`attachment; filename="x.pdf"`), or a plain default. */
export function attachmentName(header: string | null, fallback = 'download'): string {
  const encoded = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A broken encoding: try the plain name.
    }
  }
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? header?.match(/filename=([^;\s]+)/i)?.[1] ?? fallback;
}

/** Calls the api and says what happened; never throws. */
export async function callApi<T>(
  origin: string,
  path: string,
  options: CallOptions<T>,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiResult<T>> {
  const { token, accept, timeoutMs = API_TIMEOUT_MS } = options;
  const body =
    options.multipart && typeof options.body === 'object' && options.body ? toFormData(options.body) : options.body;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY] = options.idempotencyKey;
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  let response: Response;
  let data: unknown;
  try {
    response = await fetchImpl(origin + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (options.download && response.ok) {
      const blob = await response.blob();
      const file = new File([blob], attachmentName(response.headers.get('content-disposition')), { type: blob.type });
      return accept(file)
        ? { ok: true, status: response.status, data: file }
        : { ok: false, kind: 'unexpected', status: response.status, error: UNEXPECTED_MESSAGE };
    }
    // Read as text: an empty or non-JSON body (a proxy's HTML error page) is not a crash.
    const raw = await response.text();
    try {
      data = raw ? JSON.parse(raw) : undefined;
    } catch {
      data = undefined;
    }
  } catch {
    // Offline, refused, CORS, or the timeout: the server was not heard.
    return { ok: false, kind: 'network', error: UNREACHABLE_MESSAGE };
  }
  const reply = isRecord(data) ? data : {};
  if (!response.ok) {
    const fields = readFields(reply.fields);
    return {
      ok: false,
      kind: 'rejected',
      status: response.status,
      error: text(reply.error) ?? FAILED_MESSAGE,
      ...(fields && { fields }),
    };
  }
  if (!accept(data))
    return { ok: false, kind: 'unexpected', status: response.status, error: text(reply.error) ?? UNEXPECTED_MESSAGE };
  return { ok: true, status: response.status, data };
}
