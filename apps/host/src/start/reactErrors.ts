import type { ErrorInfo } from 'react';
import type { RootOptions } from 'react-dom/client';

/**
 * React's error callbacks for the page's root. Without them React reports an error it recovered
 * from (a remote that threw while its area hydrated: "recovered by rendering synchronously",
 * minified #520) as an uncaught error of the page. Each becomes one warning naming where it came
 * from: the remote whose script is in its stack, else the site (the host).
 * Errors a Boundary caught are said by that Boundary (boundary/Boundary.tsx), naming its part.
 */
export function reactErrorHandlers(remoteAt: (url: string) => string | undefined = () => undefined): RootOptions {
  const where = (error: unknown, info: Pick<ErrorInfo, 'componentStack'>) => {
    const stacks = [info.componentStack ?? '', error instanceof Error ? (error.stack ?? '') : ''];
    for (const url of stacks.join('\n').match(/https?:\/\/[^\s)]+/g) ?? []) {
      const remote = remoteAt(url);
      if (remote) return `the ${remote} remote`;
    }
    return 'the site';
  };
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
  return {
    onRecoverableError: (error, info) => {
      const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
      console.warn(
        `A part of the page from ${where(cause, info)} was drawn again in the browser after an error: ${message(cause)}`,
      );
    },
    onCaughtError: () => undefined,
    onUncaughtError: (error, info) => {
      console.warn(`A part of the page from ${where(error, info)} could not be shown: ${message(error)}`);
    },
  };
}
