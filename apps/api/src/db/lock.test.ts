// @vitest-environment node
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../testing';
import { LockedError, acquireLock } from './lock';

/** A real process that takes the lock (as the api does) and then waits to be killed. */
async function holder(file: string) {
  const code = `
    const fs = require('node:fs');
    fs.writeFileSync(${JSON.stringify(file)}, process.pid + '\\n', { flag: 'wx' });
    console.log('holding'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', code]);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('holding') && resolve());
    child.on('exit', (c) => reject(new Error(`holder exited ${c}`)));
  });
  return child;
}

describe('the embedded database lock', () => {
  it('refuses a second opener while its owner lives, naming it; takes over once it was killed', async () => {
    const file = path.join(await tempDir(), 'pgdata.lock');
    const child = await holder(file);
    expect(() => acquireLock(file)).toThrow(LockedError);
    expect(() => acquireLock(file)).toThrow(`pid ${child.pid}`);
    child.kill('SIGKILL');
    await new Promise((r) => child.on('exit', r));
    // The killed owner's file is still there: it must not keep anyone out.
    expect(fs.existsSync(file)).toBe(true);
    const release = acquireLock(file);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireLock(file)).toThrow(LockedError); // also within one process
    release();
    expect(fs.existsSync(file)).toBe(false);
  });
});
