// The one render error: thrown by the host's Node build (apps/host/src/render/renderPage.tsx) and read by
// the render step (render.ts, releasePages.ts). The render step takes the class from the host build
// it loaded (HostBuild.PageRenderError), so `instanceof` holds for what that build threw; no Node
// module here, as the host's build bundles it.

/** What failed: a remote's code or manifest could not be loaded, or code threw while rendering. */
export type RenderFailure = 'unreachable' | 'threw';

/** A page (or the page list) that could not be rendered: never publish it. */
export class PageRenderError extends Error {
  constructor(
    /** The page's path ('/careers'), or for a list that failed the first address of the remote that failed. */
    readonly path: string,
    readonly kind: RenderFailure,
    options: { cause: unknown; message?: string },
  ) {
    super(options.message ?? `${path} did not render`, options);
    this.name = 'PageRenderError';
  }
}
