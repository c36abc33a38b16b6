// pnpm release <app>            build <app> and keep it as an immutable release (prints its id)
// pnpm promote <app> <release>  make that release live, with the pages it changes rendered again
// pnpm rollback <app>           make the release that was live before the current one live again
// pnpm releases [app]           list releases, the live one marked, and the history
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '@storefront/site/apps';
import {
  createRelease,
  currentRelease,
  history,
  listReleases,
  promote,
  releasesDir,
  rollback,
  type Pointed,
} from '@storefront/site/releases';
import { appDir, appDist } from '@storefront/site/workspace';

const [command, app, release] = process.argv.slice(2);

const seconds = (started: number) => ((Date.now() - started) / 1000).toFixed(1);
const published = ({ pages }: Pointed) =>
  pages ? `pages published as releases/pages/${pages}` : 'no pages rendered (the live host has no Node build)';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

try {
  if (command === 'release') {
    const built =
      APPS.find((a) => a.name === app) ?? fail(`Usage: pnpm release <${APPS.map((a) => a.name).join('|')}>`);
    const started = Date.now();
    const build = spawnSync(
      process.execPath,
      [...process.execArgv, path.join(import.meta.dirname, 'build-changed.ts'), built.name],
      { stdio: 'inherit' },
    );
    if (build.status !== 0) fail(`${built.name}: build failed`);
    const { version } = JSON.parse(readFileSync(path.join(appDir(built), 'package.json'), 'utf8')) as {
      version: string;
    };
    const result = createRelease(built.name, appDist(built), version);
    console.log(
      `${result.created ? 'Released' : 'Already released'} ${built.name} ${result.id} in ${seconds(started)} s`,
    );
    console.log(`Make it live: pnpm promote ${built.name} ${result.id}`);
  } else if (command === 'promote') {
    if (!app || !release) fail('Usage: pnpm promote <app> <release>');
    const started = Date.now();
    const record = await promote(app, release);
    console.log(
      `${app} is now ${record.release} (was ${record.previous ?? 'nothing'}); ${published(record)} in ${seconds(started)} s.`,
    );
  } else if (command === 'rollback') {
    if (!app) fail('Usage: pnpm rollback <app>');
    const started = Date.now();
    const record = await rollback(app);
    console.log(`${app} rolled back to ${record.release}; ${published(record)} in ${seconds(started)} s.`);
  } else if (command === 'list') {
    for (const name of app ? [app] : APPS.map((a) => a.name)) {
      const live = currentRelease(name)?.release;
      console.log(`${name}:`);
      for (const id of listReleases(name)) console.log(`  ${id === live ? '*' : ' '} ${id}`);
      for (const h of history(name).slice(-5)) console.log(`    ${h.at} ${h.action} ${h.release}`);
    }
    console.log(`(releases in ${releasesDir()})`);
  } else {
    fail('Commands: release <app> | promote <app> <release> | rollback <app> | list [app]');
  }
} catch (error) {
  fail((error as Error).message);
}
