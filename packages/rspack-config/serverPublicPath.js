/* global __webpack_require__ -- the bundler's runtime, in scope of every bundled module */
// A federation runtime plugin of each remote's Node build (packages/rspack-config). In Node a remote cannot
// find its own URL ('auto' public path needs a browser), but the host registered it with its entry:
// <base>/server/remoteEntry.js. Its public path is <base>/, where its browser build is, so the
// rendered HTML names the same image URLs as the browser, and its chunks are <base>/server/....
export default function serverPublicPath() {
  return {
    name: 'server-public-path',
    beforeInit(args) {
      const name = args.options.name;
      for (const instance of globalThis.__FEDERATION__?.__INSTANCES__ ?? []) {
        const remote = instance.options.remotes.find((r) => r.name === name && 'entry' in r);
        if (remote) {
          __webpack_require__.p = new URL('..', remote.entry).href;
          break;
        }
      }
      return args;
    },
  };
}
