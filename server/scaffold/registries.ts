// The two lists a new module enters, one per side (docs/architecture.md "Adding a
// module"): an import line after the list's last one and the name at the end of
// the list. The contract's lists are written from its folders by keys:generate
// (server/registries.ts). Each edit finds its place by the list's own shape and refuses loudly
// when the file no longer has it, rather than guessing.
import type { ModuleNames } from './names';

export interface ListEdit {
  /** the file, relative to the root */
  file: string;
  /** the file's text with the module added */
  apply(text: string): string;
}

/** `text` with `line` after the last line matching `after`. */
function insertAfterLast(file: string, text: string, after: RegExp, line: string): string {
  const lines = text.split('\n');
  const index = lines.findLastIndex((l) => after.test(l));
  if (index < 0) throw new Error(`${file}: found no line like ${after} to add "${line}" after`);
  lines.splice(index + 1, 0, line);
  return lines.join('\n');
}

/** `text` with `entry` added at the end of the list that `opening` starts and `closing` ends. */
function appendToList(file: string, text: string, opening: RegExp, closing: string, entry: (inline: boolean) => string): string {
  const start = text.search(opening);
  if (start < 0) throw new Error(`${file}: found no list like ${opening}`);
  const end = text.indexOf(closing, start);
  if (end < 0) throw new Error(`${file}: the list ${opening} has no end "${closing}"`);
  const body = text.slice(start, end);
  // a list on one line gets ", name"; a list of lines gets a line of its own
  const inline = !body.includes('\n');
  const trimmed = body.trimEnd();
  const glue = inline ? (trimmed.endsWith(',') || trimmed.endsWith('[') ? ' ' : ', ') : '\n';
  return text.slice(0, start) + trimmed + glue + entry(inline) + (inline ? '' : '\n') + text.slice(end);
}

const DEFAULT_IMPORT = /^import \w+ from '\.\/[\w/]+';$/;

interface ListSpec {
  file: string;
  /** the import line, added after the last line like `importsLike` */
  importLine: string;
  importsLike: RegExp;
  /** where the list starts, and the text that ends it */
  opening: RegExp;
  closing: string;
  /** the list entry */
  entry: string;
}

function specs(n: ModuleNames, local: string): ListSpec[] {
  const defaultImport = { importLine: `import ${local} from './${n.name}';`, importsLike: DEFAULT_IMPORT, entry: local };
  return [
    { file: 'server/modules/index.ts', ...defaultImport, opening: /export const modules: ServerModule\[\] = \[/, closing: '];' },
    { file: 'src/resources/index.ts', ...defaultImport, opening: /export const resources: PanelResource\[\] = \[/, closing: '];' },
  ];
}

/** The import's local name: the module's name in camelCase, unless the file uses that word already. */
const localName = (n: ModuleNames, text: string) => (new RegExp(`\\b${n.plural}\\b`).test(text) ? `${n.plural}Module` : n.plural);

/** The edits of the two lists. */
export const listEdits = (n: ModuleNames): ListEdit[] => specs(n, '').map(({ file }, i) => ({
  file,
  apply: (text) => {
    const spec = specs(n, localName(n, text))[i];
    return appendToList(file, insertAfterLast(file, text, spec.importsLike, spec.importLine),
      spec.opening, spec.closing, (inline) => (inline ? spec.entry : `  ${spec.entry},`));
  },
}));
