// npm run lint:api: writes the API document (server/api-document.ts) to a temporary file and lints it
// with Redocly's `recommended` rules; fails on an error, prints the warnings' counts by rule (the ones
// that stay, and why: docs/api.md "The API document"). npm run api:doc -- FILE: writes it to FILE only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiDocument } from '../api-document';

/** Redocly exits non-zero on an error only; `summary` lists each rule broken with its count. */
function lint(file: string): boolean {
  try {
    execFileSync('npx', ['--no-install', 'redocly', 'lint', '--extends', 'recommended', '--format', 'summary', file], {
      stdio: 'inherit',
      // no call home from CI: telemetry and the update check off
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
    });
    return true;
  } catch {
    return false;
  }
}

const at = process.argv.indexOf('--out');
if (at > 0) {
  const file = process.argv[at + 1];
  if (!file) {
    console.error('usage: npm run api:doc -- FILE');
    process.exit(2);
  }
  writeFileSync(file, JSON.stringify(await apiDocument(), null, 2));
} else {
  const dir = mkdtempSync(join(tmpdir(), 'api-doc-'));
  try {
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(await apiDocument()));
    if (!lint(join(dir, 'openapi.json'))) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
