import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API } from '@storefront/site/apps';
import type { SubmissionKind } from '@storefront/types';
import { editRemotesJson } from './fixtures';

const API_DIR = path.resolve(import.meta.dirname, '../apps/api');

/** What the agency sees: the api's export command's CSV for one form, from the tests' api data. */
export function exportCsv(kind: SubmissionKind | 'accounts'): string {
  const dataDir = process.env.E2E_API_DATA;
  if (!dataDir) throw new Error('E2E_API_DATA is not set (playwright.config.ts sets it)');
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/export.ts', kind], {
    cwd: API_DIR,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

/** A stored CV's bytes, by the name the export gives it (`export cv <name>`), from the tests' api data. */
export function exportCv(name: string): Buffer {
  const dataDir = process.env.E2E_API_DATA;
  if (!dataDir) throw new Error('E2E_API_DATA is not set (playwright.config.ts sets it)');
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/export.ts', 'cv', name], {
    cwd: API_DIR,
    env: { ...process.env, DATA_DIR: dataDir },
  });
}

/** Every exported record (its cells joined by " | ") that has a cell holding `needle`. */
export function exportedRows(kind: SubmissionKind | 'accounts', needle: string): string[] {
  return parseCsv(exportCsv(kind))
    .filter((cells) => cells.some((cell) => cell.includes(needle)))
    .map((cells) => cells.join(' | '));
}

/** `pnpm staff add|remove <email> [--admin]` on the tests' api (through its admin socket). */
export function staffCommand(
  action: 'add' | 'remove',
  email: string,
  { admin = false, dataDir = process.env.E2E_API_DATA } = {},
): void {
  if (!dataDir) throw new Error('E2E_API_DATA is not set (playwright.config.ts sets it)');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli/staff.ts', action, email, ...(admin ? ['--admin'] : [])],
    {
      cwd: API_DIR,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'pipe',
    },
  );
}

/** RFC 4180 records: quoted cells may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') cell += text[++i];
      else quoted = false;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      endCell();
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endCell();
      records.push(record);
      record = [];
    } else {
      cell += c;
    }
  }
  if (cell || record.length) {
    endCell();
    records.push(record);
  }
  return records;
}

/** The exported record (its cells joined by " | ") that has a cell holding `needle`, or undefined. */
export function exportedRow(kind: SubmissionKind | 'accounts', needle: string): string | undefined {
  return parseCsv(exportCsv(kind))
    .find((cells) => cells.some((cell) => cell.includes(needle)))
    ?.join(' | ');
}

/** A visitor no one has used yet in this run: unique email and mobile number. */
export function newVisitor(first = 'Asha') {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return {
    name: `${first} Rao`,
    first,
    email: `${first.toLowerCase()}.${n}@example.in`,
    mobile: `9${n}`,
    password: 'correct horse battery',
    city: 'Pune',
  };
}

/**
 * An account made through the api (sign-up is tested elsewhere); staff or admin through
 * `pnpm staff`. With the token its sign-up gave.
 */
export async function account(
  request: APIRequestContext,
  role: 'visitor' | 'staff' | 'admin',
  first = 'Meera',
  /** Another api than the tests' (an api of a spec's own, with its data folder). */
  { api = API.origin, dataDir }: { api?: string; dataDir?: string } = {},
): Promise<ReturnType<typeof newVisitor> & { token: string }> {
  const person = newVisitor(first);
  const reply = await request.post(`${api}/api/auth/signup`, {
    data: {
      name: person.name,
      email: person.email,
      password: person.password,
      contactNo: person.mobile,
      cityName: person.city,
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  if (role !== 'visitor') staffCommand('add', person.email, { admin: role === 'admin', ...(dataDir && { dataDir }) });
  return { ...person, token: ((await reply.json()) as { token: string }).token };
}

/** Points the site at another api address (remotes.json "$api"), for this page only. */
export async function pointApiAt(page: Page, origin: string) {
  await editRemotesJson(page, (file) => ({ ...file, $api: origin }));
}

/** Points the site at an api address where nothing listens: the service is down. */
export function apiDown(page: Page) {
  return pointApiAt(page, 'http://localhost:4999');
}

/**
 * A browser that can keep nothing for later (no IndexedDB, as in some private modes): a form the api
 * cannot be reached for says so and offers another way, instead of being kept in the outbox.
 */
export async function noOutbox(page: Page) {
  await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
}

/** A second api of its own (own port, own data), which a test can stop mid-visit. */
export async function startOwnApi(port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  const origin = `http://localhost:${port}`;
  // Another process on the port (one left by an interrupted run) would answer for this one.
  const taken = await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`something already listens on ${origin}: stop it and run the test again`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-own-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, API_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Ready, not just alive: a new data dir's first start creates the database (seconds).
  for (let i = 0; i < 400 && child.exitCode === null; i++) {
    const up = await fetch(`${origin}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await stop();
  throw new Error(`the api on ${origin} did not start`);
}

/** Logs in through the inbox's prompt and the host's dialog. */
export async function logInFromInbox(page: Page, person: Pick<ReturnType<typeof newVisitor>, 'email' | 'password'>) {
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: 'Login' });
  await form.getByLabel('Email or mobile number').fill(person.email);
  await form.getByLabel('Password').fill(person.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}
