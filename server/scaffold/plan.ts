// What npm run module:new writes for one name: every new file with its text,
// and the two lists it edits; then writing them all, or none (a failure puts
// back what was written).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MODULES } from '../../contract/access/modules';
import { CONTRACTS } from '../../contract';
import { namesOf, type ModuleNames } from './names';
import { listEdits } from './registries';
import { ownPaths, refusalOf, type Taken } from './refusals';
import { contract, declaration } from './templates/contract';
import { migration, samples, seed } from './templates/data';
import { panelIndex, panelMessages, panelTransitions } from './templates/panel';
import { createScreen, editScreen, formScreen, listScreen, showScreen } from './templates/screens';
import { moduleIndex, resource, schema } from './templates/server';

export interface PlannedFile {
  /** relative to the root */
  path: string;
  text: string;
  /** an existing file it changes (one of the lists), else a new one */
  edit: boolean;
}

/** The migration folders: the core tables' and each module's. */
function migrationFiles(root: string): string[] {
  const modules = join(root, 'server/modules');
  const folders = [join(root, 'server/db/migrations'), ...readdirSync(modules).map((m) => join(modules, m, 'migrations'))];
  return folders.filter((f) => existsSync(f)).flatMap((f) => readdirSync(f).filter((x) => x.endsWith('.sql')).map((x) => join(f, x)));
}

/** What exists already, and the next free migration number (above the highest in every folder). */
export function survey(root: string): Taken & { nextMigration: number; nextOrder: number } {
  const files = migrationFiles(root);
  const numbers = files.map((f) => Number(/(\d+)_[^/]*\.sql$/.exec(f)?.[1] ?? 0));
  const tables = files.flatMap((f) => [...readFileSync(f, 'utf8')
    .matchAll(/CREATE\s+(?:TABLE|(?:OR\s+REPLACE\s+)?(?:MATERIALIZED\s+)?VIEW)\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)/gi)].map((m) => m[1].toLowerCase()));
  return {
    modules: MODULES.map((m) => m.name),
    routes: MODULES.flatMap((m) => m.children.map((c) => c.name)),
    resources: Object.keys(CONTRACTS),
    tables,
    nextMigration: Math.max(0, ...numbers) + 1,
    nextOrder: Math.max(0, ...MODULES.map((m) => m.order)) + 1,
  };
}

/** The new files of module `n`, relative to the root. */
function newFiles(n: ModuleNames): [string, string][] {
  const server = `server/modules/${n.name}`;
  const panel = `src/resources/${n.name}`;
  return [
    [`contract/access/modules/${n.name}.ts`, declaration(n)],
    [`contract/${n.name}.ts`, contract(n)],
    [`${server}/index.ts`, moduleIndex(n)],
    [`${server}/${n.name}.ts`, resource(n)],
    [`${server}/schema.ts`, schema(n)],
    [`${server}/seed.ts`, seed(n)],
    [`${server}/migrations/${n.migration}`, migration(n)],
    [`${panel}/index.tsx`, panelIndex(n)],
    [`${panel}/messages.ts`, panelMessages(n)],
    [`${panel}/transitions.ts`, panelTransitions(n)],
    [`${panel}/${n.pascal}List.tsx`, listScreen(n)],
    [`${panel}/${n.pascal}Show.tsx`, showScreen(n)],
    [`${panel}/${n.pascal}Edit.tsx`, editScreen(n)],
    [`${panel}/${n.pascal}Create.tsx`, createScreen(n)],
    [`${panel}/${n.pascal}Form.tsx`, formScreen(n)],
    [`tests/api/${n.name}/samples.ts`, samples(n)],
  ];
}

export interface PlanOptions { name: string; zh?: string; en?: string }

/** Every file the module writes or edits, or the reason the name is refused (an Error). */
export function plan(root: string, opts: PlanOptions): { names: ModuleNames; files: PlannedFile[] } {
  const facts = survey(root);
  const refusal = refusalOf(opts.name, root, facts);
  if (refusal) throw new RefusedName(refusal);
  const names = namesOf({ ...opts, order: facts.nextOrder, migrationNumber: facts.nextMigration });
  const files: PlannedFile[] = newFiles(names).map(([path, text]) => ({ path, text, edit: false }));
  for (const edit of listEdits(names)) {
    files.push({ path: edit.file, text: edit.apply(readFileSync(join(root, edit.file), 'utf8')), edit: true });
  }
  return { names, files };
}

/** A name npm run module:new will not take (the message says why). */
export class RefusedName extends Error {}

/** What keys:generate rewrites besides the new declaration: the contract's lists and docs/access.md. */
const GENERATED = ['contract/access/modules/registry.ts', 'contract/registry.ts', 'docs/access.md'];

/**
 * Writes every planned file; `then` runs after (keys:generate). If writing or
 * `then` fails, the module's own files and folders are removed and the edited
 * ones put back, so a failed run leaves the tree as it was.
 */
export function write(root: string, name: string, files: PlannedFile[], then: () => void): void {
  const kept = [...files.filter((f) => f.edit).map((f) => f.path), ...GENERATED];
  const before = new Map(kept.map((path) => [path, readFileSync(join(root, path), 'utf8')]));
  try {
    for (const f of files) {
      const target = join(root, f.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, f.text);
    }
    then();
  } catch (err) {
    for (const path of ownPaths(name)) rmSync(join(root, path), { recursive: true, force: true });
    for (const [path, text] of before) writeFileSync(join(root, path), text);
    throw err;
  }
}
