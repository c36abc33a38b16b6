import { useMemo, type ReactNode } from 'react';
import { ApiContext, type ApiClient } from './context';
import { FormOriginContext } from './formAction';
import { SessionProvider } from './session';
import { UNREACHABLE } from './messages';
import { DEFAULT_API_ORIGIN } from '@storefront/types';

export interface ApiProviderProps {
  /** The api's origin, or a promise of it (the host reads it from remotes.json). */
  origin: string | Promise<string>;
  /**
   * The api's origin known now, for forms' actions (useFormAction): the origin itself when it is a
   * string; otherwise this, or the default origin.
   */
  formOrigin?: string | undefined;
  /** For tests: answers instead of the network. */
  fetch?: typeof fetch;
  children: ReactNode;
}

/** The api and the visitor's session, for the host and every remote. */
export function ApiProvider({ origin, formOrigin, fetch: fetchImpl, children }: ApiProviderProps) {
  const api = useMemo<ApiClient>(
    // The client loads with the first call: most first visits make none.
    () => ({
      call: async (path, options) => {
        const loaded = await Promise.all([import('./client'), origin]).catch(() => null);
        // The client's own code did not arrive: for the caller, the same as an unreachable api.
        if (!loaded) return UNREACHABLE;
        const [{ callApi }, base] = loaded;
        return callApi(base, path, options, fetchImpl ?? globalThis.fetch);
      },
      url: async (path) => (await origin) + path,
    }),
    [origin, fetchImpl],
  );
  return (
    <ApiContext.Provider value={api}>
      <FormOriginContext value={typeof origin === 'string' ? origin : (formOrigin ?? DEFAULT_API_ORIGIN)}>
        <SessionProvider>{children}</SessionProvider>
      </FormOriginContext>
    </ApiContext.Provider>
  );
}
