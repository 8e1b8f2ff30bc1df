// @vitest-environment node
// build/chunks.ts: the login page's modules stay the entry's, what every signed-in page loads goes to one
// `shell` chunk, what the list screens share to one `lists` chunk, and what is only imported lazily or by
// one list screen is left to Rollup (the editor, the charts, each list screen stay their own chunks).
import type { ManualChunkMeta, ModuleInfo } from 'rollup';
import { describe, expect, it } from 'vitest';
import { signedInChunks } from '../../../build/chunks';

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
const meta = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => ({ id, importedIds: graph[id]?.imports ?? [], dynamicImporters: importersOf(id) }) as unknown as ModuleInfo,
} as unknown as ManualChunkMeta;

describe('the signed-in chunks', () => {
  const chunkOf = signedInChunks(new Set(['/p/src/main.tsx', '/p/node_modules/react/index.js']));
  const chunk = (id: string) => chunkOf(id, meta);

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

  it('leaves screens and modules reached only lazily to Rollup', () => {
    expect(chunk('/p/src/resources/articles/ArticleEdit.tsx')).toBeUndefined();
    expect(chunk('/p/src/resources/shared/RichTextEditor.tsx')).toBeUndefined();
  });
});
