import { describe, expect, it } from 'vitest';
import { allItems } from './lookup';
import { queryWords, searchItems } from './search';

const names = (query: string) => searchItems(allItems(), query).map((i) => i.name);

describe('searchItems', () => {
  it('matches names, ignoring case', () => {
    expect(names('podcast production')).toEqual(['Podcast Production']);
    expect(names('PODCAST PRODUCTION')).toEqual(['Podcast Production']);
  });

  it('matches the category name', () => {
    // Neither name nor description says "headshots photoshoot": the category does.
    expect(names('headshots photoshoot')).toEqual(['Corporate Headshots']);
    expect(names('photoshoot')).toEqual(expect.arrayContaining(['Corporate Headshots', 'E-commerce Catalogue Shoot']));
  });

  it('matches descriptions', () => {
    expect(names('JioSaavn')).toEqual(['Streaming Playlist Promotion']);
    expect(names('iitf')).toEqual(['Trade Exhibition Stall']);
  });

  it('needs every word somewhere, in any field', () => {
    expect(names('diwali film')).toEqual(['Diwali Campaign']);
    expect(names('diwali zebra')).toEqual([]);
  });

  it('ranks name matches before category and description matches', () => {
    // 'Corporate Headshots' and 'E-commerce Catalogue Shoot' match by category only, and come after.
    expect(names('photoshoot')).toEqual([
      'Product Photoshoot',
      'Brand Lifestyle Photoshoot',
      'Corporate Headshots',
      'E-commerce Catalogue Shoot',
    ]);
    // Every name match before any description-only match.
    const film = searchItems(allItems(), 'film');
    const inName = film.map((i) => i.name.toLowerCase().includes('film'));
    expect(inName.indexOf(false)).toBeGreaterThan(0);
    expect(inName.slice(inName.indexOf(false))).not.toContain(true);
    expect(film.map((i) => i.name)).toContain('Diwali Campaign');
  });

  it('finds sub-items and listings', () => {
    expect(names('award')).toEqual(expect.arrayContaining(['Awards Night', 'Shows']));
  });

  it('gives nothing for an empty or blank query', () => {
    expect(names('')).toEqual([]);
    expect(names('   ')).toEqual([]);
  });

  it('takes markup and pattern characters literally', () => {
    expect(names('<script>alert(1)</script>')).toEqual([]);
    expect(names('<b>')).toEqual([]);
    expect(names('.*')).toEqual([]);
    expect(names('(')).toEqual([]);
    expect(names('e-commerce')).toEqual(['E-commerce Catalogue Shoot', 'Product Photoshoot']);
  });

  it('splits a query into lowercase words', () => {
    expect(queryWords('  Web   SERIES ')).toEqual(['web', 'series']);
  });
});
