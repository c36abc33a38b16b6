// @vitest-environment node
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { exitOnUncaught, type FatalLog } from './fatal';

/** A process stand-in: its events are emitted by the test, its exit code recorded. */
function fakeProcess() {
  const events = new EventEmitter();
  const exits: number[] = [];
  return {
    events,
    exits,
    proc: {
      on: (event: 'uncaughtException' | 'unhandledRejection', listener: (cause: unknown) => void) =>
        events.on(event, listener),
      exit: (code: number) => void exits.push(code),
    },
  };
}

describe('exitOnUncaught', () => {
  it('logs one fatal line naming the cause and exits 1, once, whatever follows', () => {
    const { events, exits, proc } = fakeProcess();
    const lines: Parameters<FatalLog>[0][] = [];
    exitOnUncaught(proc, () => (line) => lines.push(line));
    const cause = new Error('Connection terminated unexpectedly');
    events.emit('uncaughtException', cause);
    // What a dying process may still throw after the first cause adds nothing.
    events.emit('unhandledRejection', new Error('later'));
    expect(exits).toEqual([1]);
    expect(lines).toEqual([{ msg: 'uncaught exception, exiting: Connection terminated unexpectedly', err: cause }]);
  });

  it('names a rejection that is not an Error, and exits even when the log itself throws', () => {
    const { events, exits, proc } = fakeProcess();
    const lines: string[] = [];
    exitOnUncaught(proc, () => (line) => lines.push(line.msg));
    events.emit('unhandledRejection', 'no reason given');
    expect(lines).toEqual(['unhandled promise rejection, exiting: no reason given']);
    expect(exits).toEqual([1]);

    const broken = fakeProcess();
    exitOnUncaught(broken.proc, () => () => {
      throw new Error('log stream closed');
    });
    expect(() => broken.events.emit('uncaughtException', new Error('boom'))).toThrow('log stream closed');
    expect(broken.exits).toEqual([1]);
  });
});
