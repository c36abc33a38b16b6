// pnpm release <app>            build <app> and keep it as an immutable release (prints its id)
// pnpm promote <app> <release>  make that release live, with the pages it changes rendered again
// pnpm promote <app> <release> --canary <percent>
//                               publish it to that share of visitors only (the canary), beside the live one
// pnpm canary <app> --share <percent>
//                               change the canary's share (the guard does it along its plan)
// pnpm rollback <app>           end the app's canary; without one, make the release that was live
//                               before the current one live again
// pnpm releases [app]           list releases, the live one marked, the canary, and the history
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '@storefront/site/apps';
import {
  canaryOf,
  createRelease,
  currentRelease,
  history,
  listReleases,
  promote,
  releasesDir,
  rollback,
  startCanary,
  type Pointed,
} from '@storefront/site/releases';
import { appDir, appDist } from '@storefront/site/workspace';

const args = process.argv.slice(2);
/** The value after a flag (`--canary 10`), taken out of args. */
function option(flag: string): string | undefined {
  const at = args.indexOf(flag);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  if (value === undefined) fail(`${flag} needs a value`);
  return value;
}
const canaryShare = option('--canary');
const share = option('--share');
const [command, app, release] = args;
const said = { by: 'command' };
const percent = (value: string) => (/^\d+$/.test(value) ? Number(value) : NaN);

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
    if (!app || !release) fail('Usage: pnpm promote <app> <release> [--canary <percent>]');
    const started = Date.now();
    if (canaryShare !== undefined) {
      const canary = await startCanary(app, release, percent(canaryShare), undefined, undefined, said);
      console.log(
        `${app} ${canary.release} is the canary for ${canary.share}% of visitors (everyone else: ${canary.live}); pages published as releases/pages/${canary.pages} in ${seconds(started)} s.`,
      );
      console.log(
        `Share: pnpm canary ${app} --share <percent>; everyone: pnpm promote ${app} ${canary.release}; end it: pnpm rollback ${app}`,
      );
      process.exit(0);
    }
    const record = await promote(app, release, undefined, undefined, said);
    console.log(
      `${app} is now ${record.release} (was ${record.previous ?? 'nothing'}); ${published(record)} in ${seconds(started)} s.`,
    );
  } else if (command === 'rollback') {
    if (!app) fail('Usage: pnpm rollback <app>');
    const started = Date.now();
    const record = await rollback(app, undefined, undefined, said);
    console.log(`${app} rolled back to ${record.release}; ${published(record)} in ${seconds(started)} s.`);
  } else if (command === 'canary') {
    const canary = app ? canaryOf() : null;
    if (!app || share === undefined) fail('Usage: pnpm canary <app> --share <percent>');
    if (canary?.app !== app)
      fail(`${app} has no canary running. Start one: pnpm promote ${app} <release> --canary <percent>`);
    const changed = await startCanary(app, canary.release, percent(share), undefined, undefined, said);
    console.log(`${app} ${changed.release} is the canary for ${changed.share}% of visitors.`);
  } else if (command === 'list') {
    const canary = canaryOf();
    for (const name of app ? [app] : APPS.map((a) => a.name)) {
      const live = currentRelease(name)?.release;
      const tried = canary?.app === name ? canary : null;
      console.log(`${name}:`);
      for (const id of listReleases(name))
        console.log(
          `  ${id === live ? '*' : id === tried?.release ? '~' : ' '} ${id}${id === tried?.release ? ` (canary, ${tried.share}%)` : ''}`,
        );
      for (const h of history(name).slice(-5))
        console.log(
          `    ${h.at} ${h.action} ${h.release}${h.share ? ` ${h.share}%` : ''}${h.by ? ` by ${h.by}` : ''}${h.reason ? `: ${h.reason}` : ''}`,
        );
    }
    console.log(`(releases in ${releasesDir()})`);
  } else {
    fail(
      'Commands: release <app> | promote <app> <release> [--canary <percent>] | canary <app> --share <percent> | rollback <app> | list [app]',
    );
  }
} catch (error) {
  fail((error as Error).message);
}
