// The modules the login page's entry chunk holds after tree-shaking, for build/chunks.ts: a first build
// of the same config without the chunk groups, not written, not minified (the tree-shaking is the same).
import type { Rolldown } from 'vite';

/** Set while the first build runs: vite.config.ts then leaves out the chunk groups and the compression. */
export const PLAN_PASS = 'MDR_CHUNK_PLAN_PASS';

export async function entryModules(configFile: string): Promise<Set<string>> {
  const { build } = await import('vite');
  process.env[PLAN_PASS] = '1';
  try {
    const result = await build({ configFile, logLevel: 'silent', build: { write: false, minify: false, reportCompressedSize: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const entry = outputs.flatMap((o) => o.output).find((c): c is Rolldown.OutputChunk => c.type === 'chunk' && c.isEntry);
    if (!entry) throw new Error('build/chunkPlan.ts: the first build has no entry chunk');
    return new Set([...Object.keys(entry.modules), ...(entry.facadeModuleId ? [entry.facadeModuleId] : [])]);
  } finally {
    delete process.env[PLAN_PASS];
  }
}
