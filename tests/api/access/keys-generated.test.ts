// The generated key list is current: contract/access/keys.generated.ts and the key
// table of docs/access.md are exactly what `npm run keys:generate` would write
// from the routes the app registers now. A new or renamed action, a new mark,
// or a hand-edited entry fails here until the script is run again.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTION_KEYS, keysOfModules } from '../../../contract/access/actionKeys';
import { PERMISSION_KEYS } from '../../../contract/access/modules';
import { ACCESS_DOC, KEYS_FILE, keyedRoutes, keyList, renderAccessDoc, renderKeysFile } from '../../../server/keys';

const STALE = 'stale: run `npm run keys:generate` and commit the result';

describe('the generated action keys', () => {
  it('contract/access/keys.generated.ts and docs/access.md are what the routes give now', async () => {
    const keys = keyList(await keyedRoutes());
    expect(readFileSync(KEYS_FILE, 'utf8'), STALE).toBe(renderKeysFile(keys));
    expect(readFileSync(ACCESS_DOC, 'utf8'), STALE).toBe(renderAccessDoc(keys));
  });

  it('marks the keys that move money or reveal personal data, and no module key stands for one of them', () => {
    const marked = (mark: string) => ACTION_KEYS.filter((k) => 'mark' in k && k.mark === mark).map((k): string => k.key).sort();
    expect(marked('money')).toEqual(['authors.adjust', 'orders.refund', 'power_packages.create', 'power_packages.update',
      'withdrawals.approve', 'withdrawals.fail', 'withdrawals.pay']);
    expect(marked('sensitive')).toEqual(['authors.reveal', 'bots.reveal', 'feedback.reveal', 'users.reveal', 'withdrawals.reveal']);
    const fromModules = keysOfModules(PERMISSION_KEYS);
    expect(fromModules.length).toBeGreaterThan(100);
    expect(fromModules.filter((k) => [...marked('money'), ...marked('sensitive')].includes(k))).toEqual([]);
  });
});
