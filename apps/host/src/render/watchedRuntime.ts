import type { RenderFailure } from '@storefront/site/render-error';
import type { FederationRuntime } from '../site/remoteLoader';

/**
 * The federation runtime, watched while a page renders: a load that failed, or was still under way
 * when the render gave up (a timeout), means a remote was unreachable rather than that its code threw.
 */
export function watchedRuntime(runtime: FederationRuntime): { runtime: FederationRuntime; kind: () => RenderFailure } {
  let pending = 0;
  let failed = false;
  return {
    runtime: {
      registerRemotes: (...args) => runtime.registerRemotes(...args),
      loadRemote: async <T>(request: string) => {
        pending += 1;
        try {
          return await runtime.loadRemote<T>(request);
        } catch (error) {
          failed = true;
          throw error;
        } finally {
          pending -= 1;
        }
      },
    },
    kind: () => (failed || pending > 0 ? 'unreachable' : 'threw'),
  };
}
