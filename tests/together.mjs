// `node tests/together.mjs A B …` runs the npm scripts A, B, … side by side, each output line
// prefixed with its script's name, prints how long each took, and exits non-zero when any failed
// (all of them run to their end, so one run reports every failure). `npm test` runs this way the
// steps that are each single-threaded or waiting much of the time, so that on two cores they fill
// each other's idle time (package.json, README.md "Test it").
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node tests/together.mjs <npm script> <npm script> …');
  process.exit(2);
}
const width = Math.max(...names.map((n) => n.length));

/** Writes each complete line of `stream` to `out`, prefixed with the script's name. */
function prefixLines(stream, out, name) {
  let rest = '';
  const tag = `[${name.padEnd(width)}] `;
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(tag + line + '\n');
  });
  stream.on('end', () => { if (rest) out.write(tag + rest + '\n'); });
}

function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    prefixLines(child.stdout, process.stdout, name);
    prefixLines(child.stderr, process.stderr, name);
    child.on('error', (err) => resolve({ name, status: `could not start: ${err.message}`, seconds: 0 }));
    child.on('close', (code, signal) => resolve({
      name, status: code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`, seconds: Math.round((Date.now() - started) / 1000),
    }));
  });
}

const results = await Promise.all(names.map(run));
for (const r of results) console.log(`== ${r.name.padEnd(width)} ${String(r.seconds).padStart(5)} s  ${r.status}`);
process.exit(results.every((r) => r.status === 'passed') ? 0 : 1);
