// @vitest-environment node
// build/chunks.ts: the login page's modules stay the entry's, what every signed-in page loads goes to one
// `shell` chunk, what the list screens share to one `lists` chunk, and what is only imported lazily or by
// one list screen is left to Rolldown (the editor, the charts, each list screen stay their own chunks).
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { signedInChunkOf, signedInChunks } from '../../../build/chunks';

const graph: Record<string, { imports?: string[]; lazy?: string[] }> = {
  '/p/src/main.tsx': { imports: ['/p/node_modules/react/index.js'], lazy: ['/p/src/signedIn.ts', '/p/src/layout/AppLayout.tsx'] },
  '/p/node_modules/react/index.js': {},
  '/p/src/signedIn.ts': { imports: ['/p/src/resources/articles/index.tsx'] },
  '/p/src/resources/articles/index.tsx': { lazy: ['/p/src/resources/articles/ArticleList.tsx', '/p/src/resources/articles/ArticleEdit.tsx', '/p/src/resources/orders/OrderList.tsx'] },
  '/p/src/layout/AppLayout.tsx': { imports: ['/p/node_modules/react/index.js', '/p/node_modules/@mui/material/AppBar.js'] },
  '/p/node_modules/@mui/material/AppBar.js': {},
  '/p/src/resources/articles/ArticleList.tsx': { imports: ['/p/node_modules/ra-ui-materialui/List.js', '/p/src/resources/articles/CategoryInput.tsx'] },
  '/p/src/resources/articles/CategoryInput.tsx': {},
  '/p/src/resources/orders/OrderList.tsx': { imports: ['/p/node_modules/ra-ui-materialui/List.js'] },
  '/p/node_modules/ra-ui-materialui/List.js': {},
  '/p/src/resources/articles/ArticleEdit.tsx': { imports: ['/p/src/resources/shared/RichTextEditor.tsx'] },
  '/p/src/resources/shared/RichTextEditor.tsx': {},
};

const importersOf = (id: string) => Object.entries(graph).filter(([, m]) => m.lazy?.includes(id)).map(([from]) => from);
// Rolldown's chunking context: module information only, no list of the modules
const context: Rolldown.ChunkingContext = {
  getModuleInfo: (id) => (graph[id] ? {
    id, importedIds: graph[id].imports ?? [], dynamicallyImportedIds: graph[id].lazy ?? [], dynamicImporters: importersOf(id),
  } as Partial<Rolldown.ModuleInfo> as Rolldown.ModuleInfo : null),
};

describe('the signed-in chunks', () => {
  const chunkOf = signedInChunkOf(new Set(['/p/src/main.tsx', '/p/node_modules/react/index.js']));
  const chunk = (id: string) => chunkOf(id, context) ?? undefined;

  it("keeps the login page's modules in the entry", () => {
    expect(chunk('/p/src/main.tsx')).toBe('index');
    expect(chunk('/p/node_modules/react/index.js')).toBe('index');
  });

  it('puts the layout, the registry and what they import in the shell, what the list screens share in lists', () => {
    expect(['/p/src/signedIn.ts', '/p/src/resources/articles/index.tsx', '/p/src/layout/AppLayout.tsx', '/p/node_modules/@mui/material/AppBar.js'].map(chunk))
      .toEqual(['shell', 'shell', 'shell', 'shell']);
    expect(chunk('/p/node_modules/ra-ui-materialui/List.js')).toBe('lists');
  });

  it("leaves a list screen and what only it imports to its own chunk: a list's first load carries no other screen", () => {
    expect(['/p/src/resources/articles/ArticleList.tsx', '/p/src/resources/articles/CategoryInput.tsx', '/p/src/resources/orders/OrderList.tsx'].map(chunk))
      .toEqual([undefined, undefined, undefined]);
  });

  it('leaves screens and modules reached only lazily to Rolldown', () => {
    expect(chunk('/p/src/resources/articles/ArticleEdit.tsx')).toBeUndefined();
    expect(chunk('/p/src/resources/shared/RichTextEditor.tsx')).toBeUndefined();
  });

  // with their dependencies, `lists` (first by name) would take the shell's modules it imports
  it('puts each module where it is named, not beside the modules that import it', () => {
    const options = signedInChunks(new Set(['/p/src/main.tsx']));
    expect(options.includeDependenciesRecursively).toBe(false);
    expect(options.groups?.map((g) => g.includeDependenciesRecursively)).toEqual([undefined]);
  });
});
