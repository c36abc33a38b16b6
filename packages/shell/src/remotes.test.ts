import { describe, expect, it } from 'vitest';
import apps from '@storefront/site/apps.json';
import { REMOTE_NAMES } from './remotes';

describe('REMOTE_NAMES', () => {
  it('mirrors the remotes of apps.json, in its order', () => {
    const remotes = Object.entries(apps)
      .filter(([, app]) => app.kind === 'remote')
      .map(([name]) => name);
    expect(REMOTE_NAMES).toEqual(remotes);
  });
});
