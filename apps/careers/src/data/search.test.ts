import { describe, expect, it } from 'vitest';
import { JOBS } from './jobs';
import { filterJobs, readJobQuery, writeJobQuery } from './search';

const titles = (q: string, type: 'Full-time' | 'Part-time' | null = null) =>
  filterJobs(JOBS, { q, type }).map((j) => j.title);

describe('the openings', () => {
  it('are the seven of docs/product.md#careers, each complete, located in an office', () => {
    expect(JOBS.map((j) => j.title)).toEqual([
      'Creative Director',
      'Social Media Manager',
      'Copywriter',
      'Art Director',
      'Account Manager',
      'Media Planner',
      'Opportunity',
    ]);
    for (const job of JOBS) {
      expect(['Mumbai', 'Delhi', 'Pune', 'Ahmedabad', 'Dubai', 'Any office']).toContain(job.location);
      expect(job.description.about.length).toBeGreaterThan(80);
      expect(job.description.responsibilities.length).toBeGreaterThan(0);
      expect(job.color).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(JOBS.filter((j) => j.isOpportunity).map((j) => j.title)).toEqual(['Opportunity']);
    expect(new Set(JOBS.map((j) => j.id)).size).toBe(JOBS.length);
  });
});

describe('filterJobs', () => {
  it('shows everything with no search and All Jobs', () => {
    expect(titles('')).toHaveLength(7);
    expect(titles('   ')).toHaveLength(7);
  });

  it('matches the title, case-insensitively', () => {
    expect(titles('DIRECTOR')).toEqual(['Creative Director', 'Art Director']);
    expect(titles('copy')).toEqual(['Copywriter']);
  });

  it('matches the department', () => {
    expect(titles('creative')).toEqual(['Creative Director', 'Copywriter']);
    expect(titles('client services')).toEqual(['Account Manager']);
  });

  it('matches the location', () => {
    expect(titles('mumbai')).toEqual(['Creative Director', 'Art Director']);
    expect(titles('  Dubai ')).toEqual(['Media Planner']);
  });

  it('does not match other fields such as the experience or description', () => {
    expect(titles('years')).toEqual([]);
    expect(titles('campaign')).toEqual([]);
  });

  it('filters by exact type', () => {
    expect(titles('', 'Part-time')).toEqual(['Social Media Manager', 'Copywriter']);
    expect(titles('', 'Full-time')).toEqual([
      'Creative Director',
      'Art Director',
      'Account Manager',
      'Media Planner',
      'Opportunity',
    ]);
  });

  it('combines search and type', () => {
    expect(titles('creative', 'Part-time')).toEqual(['Copywriter']);
    expect(titles('creative', 'Full-time')).toEqual(['Creative Director']);
    expect(titles('dubai', 'Part-time')).toEqual([]);
  });

  it('finds nothing for text no job has, including markup', () => {
    expect(titles('astronaut')).toEqual([]);
    expect(titles('<script>alert(1)</script>')).toEqual([]);
  });
});

describe('the query in the URL', () => {
  it('reads q and type', () => {
    expect(readJobQuery(new URLSearchParams('q=art&type=Full-time'))).toEqual({ q: 'art', type: 'Full-time' });
    expect(readJobQuery(new URLSearchParams('type=Part-time'))).toEqual({ q: '', type: 'Part-time' });
  });

  it('treats an unknown type as All Jobs and cuts an over-long search', () => {
    expect(readJobQuery(new URLSearchParams('type=full-time'))).toEqual({ q: '', type: null });
    expect(readJobQuery(new URLSearchParams('type=Contract'))).toEqual({ q: '', type: null });
    expect(readJobQuery(new URLSearchParams(`q=${'a'.repeat(500)}`)).q).toHaveLength(100);
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(writeJobQuery({ q: '', type: null }).toString()).toBe('');
    const params = writeJobQuery({ q: 'social media', type: 'Part-time' });
    expect(params.toString()).toBe('q=social+media&type=Part-time');
    expect(readJobQuery(params)).toEqual({ q: 'social media', type: 'Part-time' });
  });
});
