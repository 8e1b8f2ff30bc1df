// npm run module:new -- <name> [--zh 公告] [--en Announcements] [--dry-run]:
// writes a new module with one reviewed resource across contract/, server/,
// src/ and tests/ (server/scaffold/plan.ts lists what), enters it in the two
// lists one per side and runs npm run keys:generate (the contract lists), so the tests that go over every
// module cover it and the menu shows it. docs/adding-a-module.md.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { plan, RefusedName, write, type PlannedFile } from '../scaffold/plan';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const USAGE = `usage: npm run module:new -- <name> [--zh <Chinese name>] [--en <English name>] [--dry-run]
  <name>     snake_case, new: the module's route segment, API resource, table and folders (e.g. announcements)
  --zh, --en the menu's and the records' name in each language (default: <name> in words; zh falls back to en)
  --dry-run  list the files it would write and change, and write nothing`;

/** Options as given after `--`, or as npm keeps them for itself when given before it (npm_config_*). */
function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { zh: { type: 'string' }, en: { type: 'string' }, 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const npm = (key: string) => process.env[`npm_config_${key}`];
  return {
    name: positionals[0] ?? '',
    extra: positionals.slice(1),
    zh: values.zh ?? npm('zh'),
    en: values.en ?? npm('en'),
    dryRun: values['dry-run'] ?? npm('dry_run') === 'true',
    help: values.help ?? false,
  };
}

const lines = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

function describe(files: PlannedFile[], dryRun: boolean): void {
  const created = files.filter((f) => !f.edit);
  console.log(`${dryRun ? 'would write' : 'writing'} ${created.length} files (${created.reduce((n, f) => n + lines(f.text), 0)} lines):`);
  for (const f of created) console.log(`  ${f.path} (${lines(f.text)} lines)`);
  console.log(`${dryRun ? 'would add' : 'adding'} the module to:`);
  for (const f of files.filter((x) => x.edit)) console.log(`  ${f.path}`);
  console.log(`${dryRun ? 'then would run' : 'then running'} npm run keys:generate (the contract's lists, the module's action keys, docs/access.md)`);
}

function main(): number {
  const opts = options();
  if (opts.help || !opts.name || opts.extra.length) {
    console.log(USAGE);
    return opts.help ? 0 : 2;
  }
  let planned: ReturnType<typeof plan>;
  try {
    planned = plan(ROOT, opts);
  } catch (err) {
    if (!(err instanceof RefusedName)) throw err;
    console.error(`module:new: ${err.message}`);
    return 1;
  }
  describe(planned.files, opts.dryRun);
  if (opts.dryRun) return 0;
  try {
    write(ROOT, opts.name, planned.files, () => {
      execFileSync('npm', ['run', '--silent', 'keys:generate'], { cwd: ROOT, stdio: 'inherit' });
    });
  } catch (err) {
    console.error(`module:new: ${(err as Error).message.split('\n')[0]}\nRemoved the files it wrote and put the lists back as they were.`);
    return 1;
  }
  const n = planned.names;
  console.log(`\nmodule ${n.name}: #/${n.route} in the menu ("${n.labels['zh-CN']}" / "${n.labels['en-US']}"), API /mdr/${n.name}/<action>, `
    + `table ${n.name} (${n.migration}), permission ${n.key}.`);
  console.log('Next: npm test; npm start (the menu shows it for role *). Its Chinese texts are in contract/ and src/resources/.');
  return 0;
}

process.exitCode = main();
