// Fewer, larger chunks for the signed-in first screen (docs/performance.md "Lists beside a baseline
// react-admin app"). Left to itself Rollup splits the signed-in app into one chunk per set of screens
// sharing a module: a cold list fetched about 140 scripts in two waves (the layout's, then the list's),
// and over HTTP/1.1's six connections each small script costs a round trip. Here:
// - `shell`: what every signed-in page loads anyway (the layout, the route guard, the registry and the
//   modules they import);
// - `lists`: what two list screens or more import (react-admin's List, DataTable, the filters' inputs,
//   MUI, our shared list pieces), so any list needs two more scripts, not seventy: `lists` and its
//   own screen's (a few KB), which comes with its data request; the other screens' code is not loaded.
// Rollup pulls every static dependency of a manual chunk's module into that chunk, so the login page's
// modules must be named too (`index`, the entry chunk itself), and exactly those the entry holds after
// tree-shaking: an import graph walk would also take in every module behind react-admin's and MUI's
// barrels. They are read from a first build without manual chunks (`entryModules`, build/chunkPlan.ts).
// Only static imports are followed: the editor, the charts and the dialogs stay lazy chunks.
import type { GetManualChunk, GetModuleInfo } from 'rollup';

const SHELL_ROOTS = [/\/src\/layout\/AppLayout\.tsx$/, /\/src\/access\/RouteGuard\.tsx$/, /\/src\/signedIn\.ts$/];
/** A resource's list screen: the module its declaration (src/resources/<name>/index.tsx) imports lazily. */
const LIST_SCREEN = /\/src\/resources\/[^/]+\/[A-Za-z]*List\.tsx$/;

/** Every module `roots` reach by static imports. */
function staticClosure(roots: string[], info: GetModuleInfo): Set<string> {
  const seen = new Set(roots);
  for (const id of seen) for (const next of info(id)?.importedIds ?? []) seen.add(next);
  return seen;
}

interface Plan { shell: Set<string>; lists: Set<string> }

function planOf(ids: string[], info: GetModuleInfo): Plan {
  const shell = staticClosure(ids.filter((id) => SHELL_ROOTS.some((r) => r.test(id))), info);
  // what two list screens or more import: a module only one screen imports stays in that screen's own
  // chunk, so a list's first load does not carry the other screens' code (docs/performance.md)
  const screens = ids.filter((id) => LIST_SCREEN.test(id) && info(id)?.dynamicImporters.length);
  const reachedBy = new Map<string, number>();
  for (const screen of screens) for (const id of staticClosure([screen], info)) reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
  const lists = new Set([...reachedBy].filter(([, n]) => n > 1).map(([id]) => id));
  return { shell, lists };
}

/** Rollup's manualChunks: the entry's modules (`entry`, from a build without this) in `index`, then `shell` and `lists`. */
export function signedInChunks(entry: ReadonlySet<string>): GetManualChunk {
  let plan: Plan | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (entry.has(id)) return 'index';
    plan ??= planOf([...getModuleIds()], getModuleInfo);
    if (plan.shell.has(id)) return 'shell';
    if (plan.lists.has(id)) return 'lists';
    return undefined;
  };
}
