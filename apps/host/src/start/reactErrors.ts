import type { ErrorInfo } from 'react';
import type { RootOptions } from 'react-dom/client';

/**
 * React's error callbacks for the page's root. Without them React reports an error it recovered
 * from (a remote that threw while its area hydrated: "recovered by rendering synchronously",
 * minified #520) as an uncaught error of the page. Each becomes one warning naming where it came
 * from: the remote whose script is in its stack, else the site (the host).
 * Errors a Boundary caught are said by that Boundary (boundary/Boundary.tsx), naming its part; every
 * error, caught or not, is also told to `noteError` for the page's report.
 */
export function reactErrorHandlers(
  remoteAt: (url: string) => string | undefined = () => undefined,
  /** Told of each error with the part it came from ('host' or a remote's name): the page's report counts them. */
  noteError: (part: string) => void = () => undefined,
): RootOptions {
  const where = (error: unknown, info: Pick<ErrorInfo, 'componentStack'>) => {
    const stacks = [info.componentStack ?? '', error instanceof Error ? (error.stack ?? '') : ''];
    // The first script of a remote in the stacks names the part; none, the host.
    const urls = stacks.join('\n').match(/https?:\/\/[^\s)]+/g) ?? [];
    const part = urls.map((url) => remoteAt(url)).find((remote) => remote !== undefined) ?? 'host';
    noteError(part);
    return part === 'host' ? 'the site' : `the ${part} remote`;
  };
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
  return {
    onRecoverableError: (error, info) => {
      const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
      console.warn(
        `A part of the page from ${where(cause, info)} was drawn again in the browser after an error: ${message(cause)}`,
      );
    },
    onCaughtError: (error, info) => void where(error, info),
    onUncaughtError: (error, info) => {
      console.warn(`A part of the page from ${where(error, info)} could not be shown: ${message(error)}`);
    },
  };
}
