import { describe, expect, it } from 'vitest';
import { entryScriptOf, manifestBeside } from './remoteEntry';

describe("a remote's entry script, beside its manifest", () => {
  it("names the remote's entry script beside the manifest remotes.json names, wherever it is served", () => {
    expect(entryScriptOf('http://localhost:3001/mf-manifest.json')).toBe('http://localhost:3001/remoteEntry.js');
    expect(entryScriptOf('/releases/cart/0.1.0-d2fdcec1bc/mf-manifest.json')).toBe(
      '/releases/cart/0.1.0-d2fdcec1bc/remoteEntry.js',
    );
    expect(entryScriptOf('https://cdn.example/c/mf-manifest.json?v=2')).toBe(
      'https://cdn.example/c/remoteEntry.js?v=2',
    );
    // An entry that names its script already stays as it is.
    expect(entryScriptOf('https://cdn.example/c/remoteEntry.js')).toBe('https://cdn.example/c/remoteEntry.js');
  });

  it("finds the manifest beside a remote's entry script, which the page loads without it", () => {
    expect(manifestBeside('http://localhost:3001/remoteEntry.js')).toBe('http://localhost:3001/mf-manifest.json');
    expect(manifestBeside(`https://brandwala.example/releases/catalogue/7/remoteEntry.js?x=1`)).toBe(
      `https://brandwala.example/releases/catalogue/7/mf-manifest.json`,
    );
    expect(manifestBeside('http://localhost:3001/__federation_expose_Routes.1a2b3c4d5e.js')).toBeNull();
    expect(manifestBeside('http://localhost:3001/mf-manifest.json')).toBeNull();
  });
});
