// Runs a server command compiled ahead of time: `node server/bin/launch.mjs
// start|seed|admin-create [args]` (npm start, npm run seed, npm run
// admin:create). esbuild bundles server/bin/<command>.ts and the sources it
// imports (server/, contract, …) into build/server/, leaving
// the packages in node_modules; the bundle is rebuilt first when a source it
// was made from changed (or disappeared) since. `--build` only builds.
// Plain JavaScript, so that Node runs it without a TypeScript loader.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, 'build', 'server');
const STAMP = join(OUT, 'inputs.json');
const COMMANDS = ['start', 'seed', 'admin-create'];
/** Not imported by the bundle, yet they shape it. */
const BUILD_INPUTS = ['server/bin/launch.mjs', 'tsconfig.json', 'package.json'];

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : Infinity);

/** True when build/server holds every command, built after each of its sources last changed. */
export function isFresh() {
  if (!existsSync(STAMP)) return false;
  const { inputs, commands } = JSON.parse(readFileSync(STAMP, 'utf8'));
  const builtAt = statSync(STAMP).mtimeMs;
  if (COMMANDS.some((c) => !commands.includes(c) || !existsSync(join(OUT, `${c}.js`)))) return false;
  return [...inputs, ...BUILD_INPUTS].every((input) => mtime(join(ROOT, input)) <= builtAt);
}

/**
 * The bundle lives in build/server/, its sources elsewhere: import.meta.url
 * (and dirname/filename) must keep naming the source file, so that paths
 * such as new URL('./migrations', import.meta.url) still reach the .sql
 * files and ../dist the panel. Rewritten relative to the bundle, so the
 * checkout can move.
 */
const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      const rel = relative(OUT, args.path).split(sep).join('/');
      const url = `new URL(${JSON.stringify(rel)}, import.meta.url).href`;
      const contents = text
        .replaceAll('import.meta.url', url)
        .replaceAll('import.meta.filename', `__sourcePath(${url})`)
        .replaceAll('import.meta.dirname', `__sourcePath(new URL('.', ${url}))`);
      return { contents, loader: args.path.match(/\.([cm]?[jt]sx?)$/)[1].replace(/^[cm]/, '') };
    });
  },
};

/** Writes a file next to its final name, then renames it: a concurrent start never reads half a file. */
function writeAtomically(path, contents) {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, contents);
  renameSync(tmp, path);
}

export async function buildServer() {
  const started = Date.now();
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(COMMANDS.map((c) => [c, `server/bin/${c}.ts`])),
    outdir: OUT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    banner: { js: "import { fileURLToPath as __sourcePath } from 'node:url';" },
    plugins: [sourceLocation],
  });
  mkdirSync(OUT, { recursive: true });
  const written = new Set(['inputs.json']);
  // chunks first, the entries that import them last
  const files = [...result.outputFiles].sort((a, b) => Number(isEntry(a.path)) - Number(isEntry(b.path)));
  for (const file of files) {
    writeAtomically(file.path, file.contents);
    written.add(relative(OUT, file.path));
  }
  const inputs = Object.keys(result.metafile.inputs).filter((p) => !p.includes('node_modules/'));
  writeAtomically(STAMP, JSON.stringify({ commands: COMMANDS, inputs }, null, 1));
  for (const name of readdirSync(OUT)) if (!written.has(name) && !name.endsWith('.tmp')) rmSync(join(OUT, name), { force: true });
  console.log(`Built the server into ${relative(ROOT, OUT)}/ (${inputs.length} sources, ${Date.now() - started} ms)`);
}

const isEntry = (path) => COMMANDS.some((c) => path.endsWith(`${sep}${c}.js`));

async function main([command, ...args]) {
  if (command === '--build') return buildServer();
  if (!COMMANDS.includes(command)) {
    console.error(`Usage: node server/bin/launch.mjs <${COMMANDS.join('|')}> [args] | --build`);
    process.exit(2);
  }
  if (!isFresh()) await buildServer();
  process.setSourceMapsEnabled(true); // stack traces name the .ts sources
  const entry = join(OUT, `${command}.js`);
  process.argv = [process.argv[0], entry, ...args]; // as if node had started the command itself
  await import(pathToFileURL(entry).href);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

