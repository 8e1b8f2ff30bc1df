// The contract's two lists, written from its folders by `npm run keys:generate`
// so that a new module edits no shared list but one line per side
// (server/modules/index.ts, src/resources/index.ts):
// - contract/access/modules/registry.ts: every module declaration of that folder. The
//   menu sorts modules by `order` and keeps this list's order among equals, so a
//   module already listed keeps its place and a new one is added at the end.
// - contract/registry.ts: every resource contract (an export with a `resource` and
//   labels in both languages) of the files of contract/, with `CONTRACTS` keyed by
//   API resource. Kept apart from the module list: the login page's chunk loads the
//   module declarations, never the contracts (tests/unit/panel/loginChunk.test.ts).
// Imports nothing of the registries themselves, so it runs before they hold a new module.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CONTRACT_DIR = fileURLToPath(new URL('../contract/', import.meta.url));
const MODULES_DIR = join(CONTRACT_DIR, 'access/modules');
export const MODULE_REGISTRY = join(MODULES_DIR, 'registry.ts');
export const CONTRACT_REGISTRY = join(CONTRACT_DIR, 'registry.ts');

const GENERATED = '(npm run keys:generate, from the files of its folder: never by hand)';
const camel = (name: string) => name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
const stems = (dir: string, skip: string[]) => readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !skip.includes(f)).map((f) => f.slice(0, -3)).sort();

/** The module list: the names listed now in their order, those gone dropped, new ones last. */
export function renderModuleRegistry(current = readFileSync(MODULE_REGISTRY, 'utf8')): string {
  const present = stems(MODULES_DIR, ['define.ts', 'registry.ts']);
  const listed = [...current.matchAll(/^import \w+ from '\.\/(\w+)';$/gm)].map((m) => m[1]).filter((n) => present.includes(n));
  const names = [...listed, ...present.filter((n) => !listed.includes(n))];
  return [
    `// Every module declaration of this folder ${GENERATED}.`,
    '// The menu sorts them by `order`; modules of the same order keep this order (a',
    '// module listed once keeps its place, a new one comes last).',
    ...names.map((n) => `import ${camel(n)} from './${n}';`),
    '',
    'export const DECLARED = [',
    ...names.map((n) => `  ${camel(n)},`),
    '] as const;',
    '',
  ].join('\n');
}

interface ContractLike { resource: string; labels: Record<string, unknown> }
const isContract = (v: unknown): v is ContractLike => typeof v === 'object' && v !== null
  && typeof (v as ContractLike).resource === 'string' && typeof (v as ContractLike).labels?.['zh-CN'] === 'object'
  && typeof (v as ContractLike).labels?.['en-US'] === 'object';

/** The contract list: each file's resource contracts, files and names in alphabetical order. */
export async function renderContractRegistry(): Promise<string> {
  const found: [file: string, names: string[]][] = [];
  for (const stem of stems(CONTRACT_DIR, ['index.ts', 'registry.ts', 'types.ts'])) {
    const exports: Record<string, unknown> = await import(pathToFileURL(join(CONTRACT_DIR, `${stem}.ts`)).href);
    const names = Object.keys(exports).filter((k) => isContract(exports[k])).sort();
    if (names.length) found.push([stem, names]);
  }
  const all = found.flatMap(([, names]) => names);
  return [
    `// Every resource contract of the files of contract/ ${GENERATED}:`,
    '// an export with a `resource` and labels in both languages. `CONTRACTS` is keyed by API resource.',
    ...found.map(([stem, names]) => `import { ${names.join(', ')} } from './${stem}';`),
    "import type { ResourceContract } from './types';",
    '',
    'export {',
    ...all.map((n) => `  ${n},`),
    '};',
    '',
    'export const CONTRACTS: Record<string, ResourceContract> = {',
    ...all.map((n) => `  [${n}.resource]: ${n},`),
    '};',
    '',
  ].join('\n');
}

/** Both lists with the text they should hold. */
export async function registryFiles(): Promise<[file: string, text: string][]> {
  return [[MODULE_REGISTRY, renderModuleRegistry()], [CONTRACT_REGISTRY, await renderContractRegistry()]];
}
