// One rspack + Module Federation config for every app, so that each team's
// rspack.config.ts says only what is its own: name, port, what it exposes. Loaded by rspack's CLI
// through jiti (the configs are TypeScript files), which also runs the TypeScript of @storefront/site.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { APPS, REMOTES } from '@storefront/site/apps';
import { localRemotesFile } from '@storefront/site/remotes-file';
import { appDir } from '@storefront/site/workspace';

const here = path.dirname(fileURLToPath(import.meta.url));
const brotli = promisify(zlib.brotliCompress);
const require = createRequire(import.meta.url);

/**
 * Libraries that must exist once on the page: one React, and one shell, which carries the one
 * router and the one store (react-router, react-redux and Redux Toolkit are used only inside it,
 * so they are tree-shaken there instead of shipped whole: docs/decisions/0002-shell-carries-router-and-store.md).
 * The shell is shared as its internal entry: '@storefront/shell' and '@storefront/shell/host' only
 * re-export it, so no shell module is bundled twice (docs/decisions/0010-site-config-as-a-value.md).
 */
export const SINGLETONS = ['react', 'react-dom', '@storefront/shell/internal', '@storefront/ui', '@storefront/types'];

/** The package a shared name belongs to ('@storefront/shell/internal' -> '@storefront/shell'). */
const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/** Entry points of workspace packages shared on their own, loaded only by the pages that use them. */
export const SHARED_ENTRIES = {
  'react/jsx-runtime': 'react',
  '@storefront/types/forms': '@storefront/types',
  '@storefront/ui/forms': '@storefront/ui',
  '@storefront/ui/icon': '@storefront/ui',
};

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The shared map: each singleton with the version range this app was built
 * against, so a host and a remote built months apart say what they accept.
 */
export function sharedFor(appDir) {
  const pkg = readJson(path.join(appDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const range = deps[packageOf(name)];
    if (!range) continue;
    const isWorkspace = range.startsWith('workspace:');
    shared[name] = {
      singleton: true,
      // Workspace packages carry their own package.json version; accept the same major.
      requiredVersion: isWorkspace
        ? `^${readJson(path.join(here, '..', name.split('/')[1], 'package.json')).version}`
        : range,
    };
  }
  for (const [entry, owner] of Object.entries(SHARED_ENTRIES)) {
    if (shared[owner]) shared[entry] = { singleton: true, requiredVersion: shared[owner].requiredVersion };
  }
  return shared;
}

/**
 * A plugin that adds one file to a build once its modules and chunks are known (at the processAssets
 * stage named: ADDITIONAL, REPORT): `make(compilation, rspack)` gives its text. `inputs`: files it
 * reads, so that a watching build makes it again when one changes.
 */
function filePlugin(file, stage, make, inputs = []) {
  const name = `File ${file}`;
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.rspack;
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        for (const input of inputs) compilation.fileDependencies.add(input);
        compilation.hooks.processAssets.tap({ name, stage: Compilation[`PROCESS_ASSETS_STAGE_${stage}`] }, () =>
          compilation.emitAsset(file, new sources.RawSource(make(compilation, compiler.rspack))),
        );
      });
    },
  };
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The host's remotes.json, composed from apps.json and each remote's routes.json (there is no
 * hand-written copy to fall out of date). A production build takes the prefixes of the remotes'
 * builds where they exist; the dev server those of their sources, and re-emits when one changes.
 */
function remotesFilePlugin(production) {
  return filePlugin(
    'remotes.json',
    'ADDITIONAL',
    () => json(localRemotesFile({}, { built: production })),
    REMOTES.map((app) => path.join(appDir(app), 'routes.json')),
  );
}

/** The share key a consume or provide module of Module Federation is for ('react', '@storefront/ui'). */
const SHARE_KEY = /^(?:consume|provide) shared module \([^)]*\) ((?:@[^/@\s]+\/)?[^@\s]+)@/;
const shareKeyOf = (module) => SHARE_KEY.exec(module?.identifier() ?? '')?.[1];

/** The chunk group of each shared module an entry provides, by share key. */
function providedGroups(main) {
  const provides = new Map();
  for (const group of main?.childrenIterable ?? []) {
    const key = group.origins.map((origin) => shareKeyOf(origin.module)).find(Boolean);
    if (key) provides.set(key, group);
  }
  return provides;
}

/**
 * A remote's shares.json: for each module it exposes, the shared modules its code consumes at once
 * (the federation runtime loads them before that code runs, from whichever app provides them), and
 * the files of each shared module it provides itself. The
 * render step preloads them on each page that loaded the module, with the rest of its start, instead
 * of the browser finding them only once the remote's entry has run (docs/performance.md).
 */
function exposeSharesPlugin(exposes) {
  return filePlugin('shares.json', 'REPORT', (compilation) => {
    const consumes = {};
    for (const expose of Object.keys(exposes)) {
      const name = expose.replace(/^\.\//, '');
      const keys = new Set();
      for (const chunk of compilation.namedChunkGroups.get(`__federation_expose_${name}`)?.chunks ?? [])
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
          if (module.type === 'consume-shared-module') keys.add(shareKeyOf(module));
      consumes[name] = [...keys].filter(Boolean).sort();
    }
    // The files of each shared module this app provides, as its own chunk groups hold them (the
    // manifest's list of them can name more files than the module needs).
    const provides = {};
    for (const entry of compilation.entrypoints.values())
      for (const [key, group] of providedGroups(entry))
        provides[key] = group.getFiles().filter((file) => file.endsWith('.js'));
    return json({ exposes: consumes, provides });
  });
}

/**
 * The chunk groups the host's start loads after its entry: the one `import('./start/bootstrap')` makes,
 * and the host's own copy of each shared module that code uses at once (and what those use), as the
 * federation runtime picks the host's copies first ('loaded-first'). Shared modules that only a
 * later page uses (the forms packages) are left out.
 */
function startGroups(compilation, main) {
  const children = [...(main?.childrenIterable ?? [])];
  const provides = providedGroups(main);
  const groups = new Set(
    children.filter((group) => !provides.has(group.origins.map((o) => shareKeyOf(o.module)).find(Boolean))),
  );
  for (const group of groups) {
    for (const chunk of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        const used = module.type === 'consume-shared-module' && provides.get(shareKeyOf(module));
        if (used) groups.add(used);
      }
    }
  }
  return [...groups];
}

/**
 * The host's page-styles.json: the CSS files its first render needs, which load with the async
 * bootstrap chunk (the chunks the entry imports), and the scripts of its start: the entry and the
 * chunks it loads at once (startGroups). The render step puts the styles in each page's head, so a
 * rendered page is styled before any script runs, and preloads the scripts, so they download at
 * once instead of after main.js has run (docs/decisions/0012-pages-rendered-at-release.md).
 */
function pageStylesPlugin() {
  return filePlugin('page-styles.json', 'REPORT', (compilation) => {
    const main = compilation.entrypoints.get('main');
    // As the page's HTML names them: with the host's public path, like its scripts.
    const named = (files) => [...new Set(files)].map((file) => `${compilation.outputOptions.publicPath}${file}`);
    const js = (files) => named(files.filter((file) => file.endsWith('.js')));
    const files = (main?.childrenIterable ?? [])
      .flatMap((group) => group.getFiles())
      .filter((file) => file.endsWith('.css'));
    const start = startFiles(compilation, main);
    // The files of each shared module the host provides, for the pages whose remotes use it
    // (the render step preloads them from each remote's shares.json, exposeSharesPlugin).
    const shares = Object.fromEntries([...providedGroups(main)].map(([key, group]) => [key, js(group.getFiles())]));
    return json({ styles: named(files), scripts: js(start), shares });
  });
}

/** The host's start as files: the entry's and those of the chunks it loads at once (startGroups). */
const startFiles = (compilation, main) => [
  ...new Set([...(main?.getFiles() ?? []), ...startGroups(compilation, main).flatMap((group) => group.getFiles())]),
];

/** V8's explicit compile hint: every function of the file is compiled as the file is read. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Each script of the host's start opens with V8's compile hint (Chrome 136 on). Nearly all of their
 * code runs before the header works (react-dom, the router, the store, the layout); compiled lazily,
 * each function was compiled on the main thread when first called, inside hydration. With the
 * hint, V8 compiles them off the main thread while the file downloads (docs/performance.md, the
 * A/B of 28 Nov). Added once the files are minified (a minifier drops comments), before their
 * source maps are made. Other browsers read a comment.
 */
function compileHintsPlugin() {
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.rspack;
      compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
          () => {
            const main = compilation.entrypoints.get('main');
            for (const file of startFiles(compilation, main).filter((name) => name.endsWith('.js')))
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          },
        );
      });
    },
  };
}

/**
 * The host's early-contract.js: src/early/earlyContract.ts compiled alone and minified, which the
 * render step inlines into every page's head, before anything else can run
 * (docs/decisions/0015-early-event-replay.md). Built here rather than bundled: an inline script has
 * no module system, and the file must carry nothing but the contract.
 */
function earlyContractPlugin(dir) {
  const file = path.join(dir, 'src', 'early', 'earlyContract.ts');
  return filePlugin(
    'early-contract.js',
    'ADDITIONAL',
    (compilation, { experiments }) => {
      const { code } = experiments.swc.transformSync(readFileSync(file, 'utf8'), {
        filename: file,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2019' },
      });
      // The module's one function, called at once on the page's window, in a scope of its own.
      const script = `(function(){${code.replace(/\bexport (?=function|const)/g, '')}\nearlyContract(window);})();`;
      return experiments.swc.minifySync(script, { compress: { passes: 2 }, mangle: true }).code;
    },
    [file],
  );
}

/** Text files a browser downloads, worth sending compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt|xml)$/;

/**
 * Beside each text file of a production build, its Brotli form at the highest quality (`x.js.br`),
 * which the static server sends as it is to a browser that accepts it, as a CDN does. Compressing
 * each answer as it leaves (quality 4, the server's default for dynamic answers) sent the home
 * page's scripts 14% larger (143 KB against 123 KB), and cost the server CPU on every request.
 */
function precompressPlugin() {
  return {
    apply(compiler) {
      compiler.hooks.afterEmit.tapPromise('Precompress', async (compilation) => {
        const out = compilation.outputOptions.path;
        // Where the build was written: the disk, or the dev server's memory (`pnpm dev:remote` serves
        // a production build from `rspack serve`, which writes nothing to dist/).
        const output = compiler.outputFileSystem;
        const readFile = promisify(output.readFile.bind(output));
        const writeFile = promisify(output.writeFile.bind(output));
        const files = compilation
          .getAssets()
          .map((asset) => asset.name)
          .filter((name) => COMPRESSIBLE.test(name));
        await Promise.all(
          files.map(async (name) => {
            const file = path.join(out, name);
            const data = await readFile(file);
            const params = {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            };
            await writeFile(`${file}.br`, await brotli(data, { params }));
          }),
        );
      });
    },
  };
}

/** react-router's production build, as the shell (its only importer) resolves the package. */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(path.join(here, '..', 'shell', 'package.json')).resolve('react-router/package.json')),
  'dist',
  'production',
  'index.mjs',
);

/** The shell contract version every app is built against (packages/shell/src/contract.json). */
export const SHELL_CONTRACT_VERSION = readJson(path.join(here, '..', 'shell', 'src', 'contract.json')).version;

function contractDefine() {
  return new rspack.DefinePlugin({ __SHELL_CONTRACT_VERSION__: JSON.stringify(SHELL_CONTRACT_VERSION) });
}

/**
 * The Module Federation runtime as ES modules. Rspack injects it by its CommonJS build
 * (require.resolve), which cannot be tree-shaken: every page downloaded the runtime's Node loaders,
 * manifest-to-snapshot code and logger in each remoteEntry.js. The ES build of the same version
 * lets the bundler keep only what runs (docs/decisions/0013-first-load-javascript.md).
 */
function esmFederationRuntime() {
  const esmOf = (file) => ['.js', '.mjs'].map((ext) => file.replace(/\.cjs$/, ext)).find((f) => existsSync(f));
  const RUNTIME = /^@module-federation\/runtime(\/helpers)?$/;
  return new rspack.NormalModuleReplacementPlugin(
    /@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$|^@module-federation\/runtime(\/helpers)?$/,
    (data) => {
      if (data.createData) return; // after resolving: too late to choose the file
      // '@module-federation/runtime' is aliased by rspack to the CommonJS file: resolve it here instead.
      const file = RUNTIME.test(data.request)
        ? createRequire(path.join(data.context, 'index.js')).resolve(data.request)
        : data.request;
      const esm = esmOf(file);
      if (esm) data.request = esm;
    },
  );
}

/**
 * @param {object} options
 * @param {string} options.name       federation name, also the app folder name
 * @param {string} options.dir        the app folder (import.meta.dirname of its config)
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.host]    the shell: provides the MF runtime to the remotes
 * @param {string} [options.title]    the standalone page's title
 */
export function appConfig({ name, dir, exposes = {}, host = false, title = 'Storefront' }) {
  // A remote also tells the host which contract it was built for (see contract.js), and lists its
  // pages and their heads (src/declaration.ts, a RouteDeclaration of @storefront/shell: every
  // remote has one, so a new remote without it fails its build instead of missing from the sitemap).
  const allExposes = host
    ? exposes
    : { ...exposes, './declaration': './src/declaration.ts', './contract': path.join(here, 'contract.js') };
  return (_env, argv = {}) => {
    const production = argv.mode === 'production' || process.env.NODE_ENV === 'production';
    const dev = !production;
    const hot = dev && process.env.DEV_RELOAD !== '1';
    const browser = {
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The host's HTML is served at every URL of the site, so its files need an absolute path;
        // a remote's files are found relative to its remoteEntry.js, wherever that is deployed.
        publicPath: host ? (process.env.HOST_PUBLIC_PATH ?? '/') : 'auto',
        uniqueName: name,
        // Named here because the host deletes it on Retry (apps/host/src/site/remoteLoader.ts): a
        // new remoteEntry.js would otherwise replay the chunks of the release that failed.
        chunkLoadingGlobal: `rspackChunk${name}`,
        clean: true,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
        // react-router's package exports name only its development build (warnings included); its
        // production build sits beside it (docs/decisions/0013-first-load-javascript.md).
        ...(production && { alias: { 'react-router$': REACT_ROUTER_PRODUCTION } }),
      },
      module: {
        // `import styles from './x.module.css'` everywhere.
        parser: { 'css/module': { namedExports: false }, 'css/auto': { namedExports: false } },
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev, refresh: hot } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.module\.css$/, type: 'css/module' },
          { test: /\.css$/, exclude: /\.module\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        contractDefine(),
        esmFederationRuntime(),
        ...(production ? [precompressPlugin()] : []),
        new rspack.HtmlRspackPlugin({
          template: path.join(here, 'index.html'),
          // The site's web app manifest (installable: docs/decisions/0021-offline.md) is the host's.
          templateParameters: {
            title,
            appHead: host ? '\n    <link rel="manifest" href="/manifest.webmanifest" />' : '',
          },
          chunks: ['main'],
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: allExposes,
          manifest: true,
          dts: false,
          shareStrategy: 'loaded-first',
          shared: sharedFor(dir),
          // Production pages load one MF runtime: the host provides it, remotes use it.
          // Dev builds keep their own so each remote also runs on its own page.
          experiments: {
            // Browser-only runtime: leaves out the Node loaders. A remote loads no remotes of its own
            // (the host's loader does, for every app), so its entry leaves out remote loading too.
            // No manifest handling (snapshots, their preloads): the browser loads each remote's
            // remoteEntry.js beside the manifest remotes.json names (apps/host/src/start/bootstrap.tsx;
            // docs/decisions/0001-remotes-at-run-time.md, amendment of 28 Nov). The render step and
            // the site's worker still read the manifests.
            optimization: { target: 'web', disableSnapshot: true, ...(!host && { disableRemote: true }) },
            ...(production ? (host ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          },
        }),
        // Files served as they are (favicon, images, a remote's routes.json): copied, never hashed.
        ...['public', 'routes.json']
          .map((from) => path.join(dir, from))
          .filter((from) => existsSync(from))
          .map((from) => new rspack.CopyRspackPlugin({ patterns: [{ from, to: '.' }] })),
        host && remotesFilePlugin(production),
        host && production && pageStylesPlugin(),
        host && production && compileHintsPlugin(),
        !host && production && exposeSharesPlugin(allExposes),
        host && production && earlyContractPlugin(dir),
        hot && new ReactRefreshRspackPlugin(),
      ].filter(Boolean),
      optimization: production ? { minimize: true } : {},
      performance: false,
      // The dev server compiles dynamic imports on first request by default; Module Federation loads
      // shared modules itself, so such a chunk was missing (a remote's own dev page failed to start).
      lazyCompilation: false,
      devServer: {
        port: APPS.find((app) => app.name === name).port,
        // pnpm dev:remote: the page reloads after each rebuild (inside the host, hot updates of a
        // remote's modules do not re-render it); elsewhere modules are hot-replaced.
        hot,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
      },
    };
    // A production build also builds for Node, to render pages (@storefront/site/render), and the
    // host its service worker; dev serves the browser build only (a worker would hide edits).
    if (!production) return browser;
    const server = nodeConfig(browser, { name, dir, exposes: allExposes, host });
    return host ? [browser, server, workerConfig(browser, dir)] : [browser, server];
  };
}

/**
 * What a build made from the browser build's files shares: it runs after the browser build (which
 * empties dist/, old server files included), in production, from the app's folder, without source maps.
 */
function afterBrowser(browser, dir) {
  return { dependencies: [browser.name], mode: 'production', context: dir, devtool: false };
}

/**
 * The same app for Node, in dist/server: the render step loads the host's build from disk and each
 * remote's server/remoteEntry.js beside its mf-manifest.json (docs/decisions/0012-pages-rendered-at-release.md).
 */
function nodeConfig(browser, { name, dir, exposes, host }) {
  const shared = sharedFor(dir);
  // The host's React renders the page: a remote's copy would be a second React, whose hooks fail.
  if (!host) for (const lib of ['react', 'react-dom']) if (shared[lib]) shared[lib] = { ...shared[lib], import: false };
  return {
    name: 'server',
    ...afterBrowser(browser, dir),
    target: 'async-node',
    // The host's entry exports renderPage; a remote's only entry is its remoteEntry.js.
    entry: host ? { main: './src/render/server.ts' } : {},
    output: {
      // Beside the browser build, in dist/server/ (a remote's chunks are found from its public path).
      path: path.join(dir, 'dist'),
      // The host's files are read from disk; a remote's public path is set when it loads (serverPublicPath.js).
      publicPath: host ? browser.output.publicPath : '',
      uniqueName: name,
      // .cjs: the apps' package.json says "type": "module", and this is CommonJS (the render step requires it).
      filename: 'server/[name].cjs',
      chunkFilename: 'server/[name].[contenthash:10].js',
      library: { type: 'commonjs-module' },
      assetModuleFilename: browser.output.assetModuleFilename,
    },
    resolve: browser.resolve,
    module: {
      parser: browser.module.parser,
      // Class names and file URLs only: the browser build ships the styles and the files.
      generator: {
        'css/module': { exportsOnly: true },
        'css/auto': { exportsOnly: true },
        'asset/resource': { emit: false },
      },
      rules: browser.module.rules,
    },
    plugins: [
      contractDefine(),
      new ModuleFederationPlugin({
        name,
        filename: 'server/remoteEntry.js',
        exposes,
        manifest: false,
        dts: false,
        shareStrategy: 'loaded-first',
        shared,
        remoteType: 'script',
        library: { type: 'commonjs-module' },
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(host ? [] : [path.join(here, 'serverPublicPath.js')]),
        ],
      }),
    ],
    // Readable stack traces when a page throws while rendering; nobody downloads these files.
    optimization: { minimize: false },
    performance: false,
  };
}

/**
 * The host's service worker, src/worker/sw.ts, built alone into dist/sw.js (a fixed name: browsers
 * find a new worker by comparing that file's bytes) after the browser build, whose files it
 * precaches (docs/decisions/0021-offline.md). Workbox's own build tools are not used:
 * workbox-webpack-plugin does not run on rspack, and workbox-build would bring a bundler of its own
 * to do what the plugin below does with the files the browser build just wrote.
 */
function workerConfig(browser, dir) {
  return {
    name: 'worker',
    ...afterBrowser(browser, dir),
    target: 'webworker',
    entry: { sw: './src/worker/sw.ts' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: browser.output.publicPath,
      filename: 'sw.js',
      clean: false,
      uniqueName: 'host-worker',
    },
    resolve: { extensions: browser.resolve.extensions },
    module: { rules: [browser.module.rules[0]] },
    plugins: [precacheManifestPlugin(browser.output.publicPath), precompressPlugin()],
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    performance: false,
  };
}

/** The browser build's files named by content hash: the host's own code and styles, for the worker to precache. */
const PRECACHED = /^[^/]+\.[0-9a-f]{10}\.(js|css)$/;

/**
 * Puts the list of the host's files in place of `self.__WB_MANIFEST` in sw.js, as Workbox's
 * injectManifest does: each file by its URL, with no revision (the name carries it). The list is
 * read from dist/, where the browser build (which this build waits for) has written them.
 */
function precacheManifestPlugin(publicPath) {
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.rspack;
      compiler.hooks.thisCompilation.tap('PrecacheManifest', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'PrecacheManifest', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const out = compilation.outputOptions.path;
            const files = readdirSync(out)
              .filter((file) => PRECACHED.test(file))
              .sort();
            const manifest = JSON.stringify(files.map((file) => ({ url: `${publicPath}${file}`, revision: null })));
            const source = compilation.getAsset('sw.js').source.source().toString();
            if (!source.includes('self.__WB_MANIFEST')) throw new Error('sw.js has no self.__WB_MANIFEST to fill');
            compilation.updateAsset('sw.js', new sources.RawSource(source.replaceAll('self.__WB_MANIFEST', manifest)));
          },
        );
      });
    },
  };
}
