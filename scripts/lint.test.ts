// The host's layers as eslint.config.ts enforces them: a folder of apps/host/src imports nothing
// from a layer above it, nor from a neighbour on its own layer.
import { ROOT } from '@storefront/site/workspace';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: ROOT });

/** The no-restricted-imports messages lint gives one import in a file of the host. */
async function restricted(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${from}';\n\nexport const y = x;\n`, {
    filePath: `${ROOT}/apps/host/src/${file}`,
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe("the host's layers", () => {
  it.each([
    ['remotes/Area.tsx', '../site/SiteContext'],
    ['remotes/Area.tsx', '../boundary/Boundary'],
    ['layout/Layout.tsx', '../remotes/RemoteArea'],
    ['App.tsx', './layout/Layout'],
    ['start/startPage.tsx', '../App'],
    ['render/renderPage.tsx', '../site/config'],
    ['render/renderPage.tsx', './serverEntry'],
  ])('lets %s import %s (a layer below, or its own folder)', async (file, from) => {
    expect(await restricted(file, from)).toEqual([]);
  });

  it.each([
    ['boundary/Boundary.tsx', '../layout/Layout'],
    ['site/config.ts', '../remotes/RemoteArea'],
    ['remotes/RemoteArea.tsx', '../layout/Boundary'],
    ['remotes/RemoteArea.tsx', '../auth/useAuthDialogHost'],
    ['layout/Layout.tsx', '../App'],
    ['App.tsx', './start/startPage'],
    ['start/startPage.tsx', '../render/renderPage'],
    ['render/renderPage.tsx', '../start/startPage'],
  ])('keeps %s off %s', async (file, from) => {
    expect(await restricted(file, from)).toEqual([expect.stringContaining("The host's")]);
  });

  it('still applies the rules every app has', async () => {
    expect(await restricted('layout/Layout.tsx', 'react-router')).toEqual([
      expect.stringContaining('@storefront/shell'),
    ]);
  });
});

describe("a visitor's form and its checks", () => {
  /** The no-restricted-syntax messages lint gives a file of a remote. */
  const messages = async (remote: string, text: string) => {
    const [result] = await eslint.lintText(text, { filePath: `${ROOT}/apps/${remote}/src/components/Form.tsx` });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };
  const atOnce = "import { helpQuerySchema } from '@storefront/types/forms';\n\nexport const s = helpQuerySchema;\n";

  it("keeps the checks off a page form's first code: a type, or a later import, only", async () => {
    expect(await messages('company', atOnce)).toEqual([expect.stringContaining('useFormChecks')]);
    expect(
      await messages(
        'careers',
        "import type { JobApplication } from '@storefront/types/forms';\n\nexport const load = () => import('@storefront/types/forms');\nexport type J = JobApplication;\n",
      ),
    ).toEqual([]);
  });

  it("lets the staff's inbox, drawn in the browser only, take them at once", async () => {
    expect(await messages('inbox', atOnce)).toEqual([]);
  });
});
