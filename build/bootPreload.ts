// The signed-in first screen's chunks start downloading with the entry, not once it has run
// (docs/performance.md "Lists beside a baseline react-admin app"). Signed in, the entry alone cannot show
// anything: it imports the `shell` chunk (and on a list route the `lists` chunk, build/chunks.ts) only
// after it has been fetched, parsed and run, about 100–200 ms in. A tiny classic script, loaded `async`
// beside the entry, adds <link rel="modulepreload"> for them when a token is stored, so the three download
// side by side. Signed out (the login page) it adds nothing: the login page downloads no more than before
// but this file (well under 1 KB). A file, not an inline script: the panel's CSP allows no inline script
// (server/core/security.ts).
import type { Plugin, Rolldown } from 'vite';
import { TOKEN_KEY } from '../src/http/storage.ts';
import { LIST_ROUTE, WORKPLACE_PATH } from '../src/boot/listRoute.ts';

/** The boot script's source: `shell` always when signed in, `lists` on a list route (paths relative to index.html). */
export function bootScript(shell: string, lists: string | undefined): string {
  return `(function () {
  try { if (!localStorage.getItem(${JSON.stringify(TOKEN_KEY)})) return; } catch (e) { return; }
  var chunks = [${JSON.stringify(shell)}];
  var hash = location.hash;
  if (${JSON.stringify(lists ?? '')} && /${LIST_ROUTE.source}/.test(hash) && hash.indexOf(${JSON.stringify(`#${WORKPLACE_PATH}`)}) !== 0) chunks.push(${JSON.stringify(lists ?? '')});
  chunks.forEach(function (path) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = new URL(path, document.baseURI).href;
    document.head.appendChild(link);
  });
})();
`;
}

const chunkNamed = (bundle: Rolldown.OutputBundle, name: string) =>
  Object.values(bundle).find((o): o is Rolldown.OutputChunk => o.type === 'chunk' && o.name === name && !o.isEntry);

/** Writes assets/boot-<hash>.js and loads it from index.html, before the entry. Needs the `shell` chunk. */
export function bootPreload(): Plugin {
  return {
    name: 'moderator-panel:boot-preload',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        const shell = chunkNamed(bundle, 'shell');
        if (!shell || html?.type !== 'asset') return; // the chunk plan's first build has neither
        const ref = this.emitFile({ type: 'asset', name: 'boot.js', source: bootScript(shell.fileName, chunkNamed(bundle, 'lists')?.fileName) });
        const tag = `<script async src="./${this.getFileName(ref)}"></script>`;
        const source = String(html.source);
        const at = source.indexOf('<script type="module"');
        if (at < 0) this.error('build/bootPreload.ts: index.html has no module script to put the boot script before');
        html.source = `${source.slice(0, at)}${tag}\n    ${source.slice(at)}`;
      },
    },
  };
}
