// Fewer, larger chunks for the signed-in first screen (docs/performance.md "Lists beside a baseline
// react-admin app"). Left to itself the bundler splits the signed-in app into one chunk per set of screens
// sharing a module: a cold list fetched about 140 scripts in two waves (the layout's, then the list's),
// and over HTTP/1.1's six connections each small script costs a round trip. Here:
// - `shell`: what every signed-in page loads anyway (the layout, the route guard, the registry and the
//   modules they import);
// - `lists`: what two list screens or more import (react-admin's List, DataTable, the filters' inputs,
//   MUI, our shared list pieces), so any list needs two more scripts, not seventy: `lists` and its
//   own screen's (a few KB), which comes with its data request; the other screens' code is not loaded.
// The login page's modules are named too (`index`, the entry chunk itself): left out, Rolldown splits
// the ones the shell or a lazy screen also imports (React, MUI's core, ra-core's contexts) out of the
// entry into about 30 shared chunks that the login page would fetch one by one. They are exactly those
// the entry holds after tree-shaking, read from a first build without these groups (`entryModules`,
// build/chunkPlan.ts); an import graph walk would also take in every module behind react-admin's and
// MUI's barrels. Each module goes to the chunk named for it and its dependencies are not pulled in
// after it (`includeDependenciesRecursively: false`): with them `lists`, first by name, took the
// shell's modules it imports and every signed-in page loaded it. Nothing is left out that way: what a
// shell module imports is in the shell or the entry, and what a module of `lists` imports is imported
// by the same list screens. Only static imports are followed: the editor, the charts and the dialogs
// stay lazy chunks.
import type { Rolldown } from 'vite';

type GetModuleInfo = Rolldown.ChunkingContext['getModuleInfo'];

const SHELL_ROOTS = [/\/src\/layout\/AppLayout\.tsx$/, /\/src\/access\/RouteGuard\.tsx$/, /\/src\/signedIn\.ts$/];
/** A resource's list screen: the module its declaration (src/resources/<name>/index.tsx) imports lazily. */
const LIST_SCREEN = /\/src\/resources\/[^/]+\/[A-Za-z]*List\.tsx$/;

/** Every module `roots` reach by static imports, and by dynamic ones too with `lazy`. */
function closure(roots: Iterable<string>, info: GetModuleInfo, lazy = false): Set<string> {
  const seen = new Set(roots);
  for (const id of seen) {
    const module = info(id);
    for (const next of module?.importedIds ?? []) seen.add(next);
    if (lazy) for (const next of module?.dynamicallyImportedIds ?? []) seen.add(next);
  }
  return seen;
}

interface Plan { shell: Set<string>; lists: Set<string> }

function planOf(entry: ReadonlySet<string>, info: GetModuleInfo): Plan {
  // the whole app: what the entry reaches, lazily or not (Rolldown's chunking context lists no modules)
  const ids = [...closure(entry, info, true)];
  const shell = closure(ids.filter((id) => SHELL_ROOTS.some((r) => r.test(id))), info);
  // what two list screens or more import: a module only one screen imports stays in that screen's own
  // chunk, so a list's first load does not carry the other screens' code (docs/performance.md)
  const screens = ids.filter((id) => LIST_SCREEN.test(id) && info(id)?.dynamicImporters.length);
  const reachedBy = new Map<string, number>();
  for (const screen of screens) for (const id of closure([screen], info)) reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
  const lists = new Set([...reachedBy].filter(([, n]) => n > 1).map(([id]) => id));
  return { shell, lists };
}

/** The chunk a module goes to: `index` (the entry's), `shell`, `lists`, or null (left to Rolldown). */
export function signedInChunkOf(entry: ReadonlySet<string>): Rolldown.CodeSplittingNameFunction {
  let plan: Plan | undefined;
  return (id, context) => {
    if (entry.has(id)) return 'index';
    plan ??= planOf(entry, (module) => context.getModuleInfo(module));
    if (plan.shell.has(id)) return 'shell';
    if (plan.lists.has(id)) return 'lists';
    return null;
  };
}

/** Rolldown's `output.codeSplitting`: `index`, `shell` and `lists`, planned with the entry's modules (`entry`, from a build without this). */
export function signedInChunks(entry: ReadonlySet<string>): Rolldown.CodeSplittingOptions {
  return { includeDependenciesRecursively: false, groups: [{ name: signedInChunkOf(entry), debugName: 'signed-in' }] };
}
