import { describe, expect, it } from 'vitest';
import { cell, interleave, median, parseRunArguments, spread } from './measure';

describe('parseRunArguments', () => {
  const defaults = { routes: ['/', '/help'], runs: 4 };

  it('gives the command its own defaults', () => {
    expect(parseRunArguments([], defaults)).toEqual({ help: false, routes: ['/', '/help'], runs: 4, json: undefined });
    expect(parseRunArguments(['/cart', '--runs', '2'], defaults)).toEqual({
      help: false,
      routes: ['/cart'],
      runs: 2,
      json: undefined,
    });
  });

  it('refuses a route that is not a path', () => {
    expect(() => parseRunArguments(['cart'], defaults)).toThrow(/starting with \//);
  });
});

describe('interleave', () => {
  it('runs every route once, then every route again', () => {
    expect(interleave(['/', '/cart'], 2)).toEqual([
      { route: '/', run: 1 },
      { route: '/cart', run: 1 },
      { route: '/', run: 2 },
      { route: '/cart', run: 2 },
    ]);
  });
});

describe('median and spread', () => {
  it.each([
    [[7], 7],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[0.1, 0, 0], 0],
  ])('median of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('does not reorder the values it is given', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('has no median of nothing', () => {
    expect(() => median([])).toThrow();
  });

  it('gives the median, lowest and highest', () => {
    expect(spread([540, 380, 610])).toEqual({ median: 540, min: 380, max: 610 });
  });
});

describe('cell', () => {
  const seconds = {
    show: (ms: number) => `${(ms / 1000).toFixed(1)} s`,
    showRange: (ms: number) => (ms / 1000).toFixed(1),
  };

  it('writes the median, then the range when the runs differ as shown', () => {
    expect(cell(seconds, { median: 1710, min: 1690, max: 1960 })).toBe('1.7 s (1.7–2.0)');
    expect(cell(seconds, { median: 1710, min: 1690, max: 1740 })).toBe('1.7 s');
  });

  it('says n/a for no figures', () => {
    expect(cell(seconds, null)).toBe('n/a');
  });
});
