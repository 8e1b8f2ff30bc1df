// The generated lists are current: the module and contract registries, each module's `actionKeys`
// (contract/access/modules/<name>.ts) and the key table of docs/access.md are
// exactly what `npm run keys:generate` would write
// from the routes the app registers now. A new or renamed action, a new mark,
// or a hand-edited entry fails here until the script is run again.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTION_KEYS, keysOfModules } from '../../../contract/access/actionKeys';
import { MODULES, PERMISSION_KEYS } from '../../../contract/access/modules';
import { generatedFiles, keyedRoutes, keyList } from '../../../server/keys';
import { registryFiles } from '../../../server/registries';

const STALE = 'stale: run `npm run keys:generate` and commit the result';

describe('the generated action keys', () => {
  it('the module and contract lists hold every declaration and contract of their folders', async () => {
    const files = await registryFiles();
    expect(files).toHaveLength(2);
    for (const [file, text] of files) expect(readFileSync(file, 'utf8'), `${file}: ${STALE}`).toBe(text);
  });

  it("each module's declaration and docs/access.md are what the routes give now", async () => {
    const keys = keyList(await keyedRoutes());
    const files = generatedFiles(keys);
    expect(files.length).toBeGreaterThan(MODULES.length);
    for (const [file, text] of files) expect(readFileSync(file, 'utf8'), `${file}: ${STALE}`).toBe(text);
    // what the panel and the API read is the list the routes give, in the same order
    expect(ACTION_KEYS).toEqual(keys);
  });

  it('marks the keys that move or show money or reveal personal data, and no module key stands for one of them', () => {
    const marked = (mark: string) => ACTION_KEYS.filter((k) => 'mark' in k && k.mark === mark).map((k): string => k.key).sort();
    expect(marked('money')).toEqual(['author_traffic.read_money', 'authors.adjust', 'authors.read_money', 'authors.statement',
      'authors.statement_export', 'orders.refund', 'power_packages.create', 'power_packages.update', 'promotion_links.read_money',
      'reconciliation.read', 'withdrawal_batches.read_money', 'withdrawals.approve', 'withdrawals.batch', 'withdrawals.fail', 'withdrawals.pay']);
    expect(marked('sensitive')).toEqual(['authors.reveal', 'bots.reveal', 'feedback.reveal', 'users.reveal', 'withdrawal_batches.export_bank',
      'withdrawals.reveal']);
    const fromModules = keysOfModules(PERMISSION_KEYS);
    expect(fromModules.length).toBeGreaterThan(100);
    expect(fromModules.filter((k) => [...marked('money'), ...marked('sensitive')].includes(k))).toEqual([]);
  });
});
