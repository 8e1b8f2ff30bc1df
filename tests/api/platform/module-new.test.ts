// npm run module:new, as a developer runs it: in a copy of the repository (its
// files as git lists them, node_modules linked), the scaffold writes a module
// that type-checks, passes lint and is covered by the generated permission
// test; it refuses bad names and a dry run writes nothing. Then the module is
// made ours as docs/adding-a-field.md says — three fields, each a migration's
// column and one line of the declaration, nothing else — and the declaration
// still agrees with the migrated table. The copy is type-checked once (tsc over
// the whole project, as npm test does), with the fields.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plan, RefusedName, survey } from '../../../server/scaffold/plan';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);
const NAME = 'announcements';

/** The fields docs/adding-a-field.md adds: an enum with its labels, a boolean, an optional date-time. */
const FIELDS = {
  sql: `ALTER TABLE ${NAME}
  ADD COLUMN audience   text NOT NULL DEFAULT 'all' CHECK (audience IN ('all', 'authors', 'players')),
  ADD COLUMN pinned     boolean NOT NULL DEFAULT false,
  ADD COLUMN publish_at timestamptz;
`,
  declaration: `    audience: f.enum(['受众', 'Audience'], { all: ['全部', 'Everyone'], authors: ['作者', 'Authors'], players: ['玩家', 'Players'] },
      { write: true, filter: true, default: 'all' }),
    pinned: f.boolean(['置顶', 'Pinned'], { write: true, filter: true, sort: true, default: false }),
    publishAt: f.dateTime(['定时发布', 'Publish at'], { write: true, nullable: true, sort: true }),
`,
};

/** Adds FIELDS to the scaffolded module in `dir`: a new migration (the next number) and the lines after `body`. */
function addFields(dir: string): void {
  const { nextMigration } = survey(dir);
  writeFileSync(join(dir, `server/modules/${NAME}/migrations/${String(nextMigration).padStart(4, '0')}_${NAME}_audience.sql`), FIELDS.sql);
  const file = join(dir, `contract/${NAME}.ts`);
  const text = readFileSync(file, 'utf8');
  const body = /^ {4}body: f\.longText\(.*\n/m;
  expect(text).toMatch(body);
  writeFileSync(file, text.replace(body, (line) => line + FIELDS.declaration));
}

/** The repository's files (tracked, and new ones not ignored) copied to `dir`, node_modules linked. */
async function copyRepo(dir: string): Promise<void> {
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, maxBuffer: 64 << 20 });
  for (const file of stdout.split('\0').filter((f) => f && existsSync(join(ROOT, f)))) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file));
  }
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(dir, 'node_modules'));
}

/** Runs a package's command in the copy: exit code and everything it printed. */
async function inCopy(dir: string, bin: string, args: string[]): Promise<{ code: number; out: string }> {
  // a vitest run inside this one must not take this run's worker settings for its own
  // and runs on the embedded database alone: the routes' coverage does not depend on the backend, and this test
  // pays for every second of the nested run (the copy's permission test sweeps every resource)
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'TEST_DATABASE_URL'));
  try {
    const { stdout, stderr } = await run(join(dir, 'node_modules/.bin', bin), args, { cwd: dir, env, maxBuffer: 64 << 20 });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}` };
  }
}

describe('the names it refuses, and what it would write (in place: plan writes nothing)', () => {
  it.each([
    ['Announcements', 'is not snake_case'], ['game-news', 'is not snake_case'], ['builds', 'is already an API resource'],
    ['wow_guide', 'is already a module'], ['exc', 'is already a menu route'], ['sessions', 'is already a table'],
    ['class', 'a JavaScript reserved word'], ['select', 'an SQL reserved word'], ['shared', 'the app already uses'],
  ])('refuses %s: %s', (name, why) => {
    expect(() => plan(ROOT, { name })).toThrow(RefusedName);
    expect(() => plan(ROOT, { name })).toThrow(why);
  });

  it('plans the files of every half, the migration numbered above every folder\'s highest, and the two lists, one per side', () => {
    const { names, files } = plan(ROOT, { name: 'game_news', zh: '游戏新闻' });
    expect(names).toMatchObject({ route: 'game_news/game_news', key: 'mdr.game_news', labels: { 'zh-CN': '游戏新闻', 'en-US': 'Game news' } });
    expect(names.migration).toBe(`${String(survey(ROOT).nextMigration).padStart(4, '0')}_game_news.sql`);
    expect(files.filter((f) => f.edit).map((f) => f.path).sort()).toEqual([
      'server/modules/index.ts', 'src/resources/index.ts',
    ]);
    const created = files.filter((f) => !f.edit).map((f) => f.path);
    expect(created).toEqual(expect.arrayContaining([
      'contract/access/modules/game_news.ts', 'contract/game_news.ts',
      'server/modules/game_news/index.ts', `server/modules/game_news/migrations/${names.migration}`,
      'src/resources/game_news/index.tsx', 'src/resources/game_news/GameNewsList.tsx', 'tests/api/game_news/samples.ts',
    ]));
    expect(created.every((path) => !existsSync(join(ROOT, path)))).toBe(true);
  });
});

describe('npm run module:new in a copy of the repository', { timeout: 600_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'mdr-module-new-'));
  let scaffold: { code: number; out: string };
  beforeAll(async () => {
    await copyRepo(dir);
    const dry = await inCopy(dir, 'tsx', ['server/bin/module-new.ts', NAME, '--dry-run']);
    expect(dry).toMatchObject({ code: 0, out: expect.stringContaining(`would write 16 files`) });
    expect(existsSync(join(dir, `contract/${NAME}.ts`))).toBe(false);
    scaffold = await inCopy(dir, 'tsx', ['server/bin/module-new.ts', NAME, '--zh', '公告', '--en', 'Announcements']);
    if (scaffold.code === 0) addFields(dir);
  }, 600_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the module and fills in its action keys', () => {
    expect(scaffold).toMatchObject({ code: 0, out: expect.stringContaining(`module ${NAME}: #/${NAME}/${NAME} in the menu`) });
    const declaration = readFileSync(join(dir, `contract/access/modules/${NAME}.ts`), 'utf8');
    for (const action of ['read', 'create', 'export', 'submit', 'approve', 'reject', 'hide', 'restore']) {
      expect(declaration).toContain(`key: '${NAME}.${action}', module: 'mdr.${NAME}'`);
    }
    expect(readFileSync(join(dir, 'docs/access.md'), 'utf8')).toContain(`\`${NAME}.approve\``);
    // the contract's lists are written from their folders; the list files a person edits are untouched
    expect(readFileSync(join(dir, 'contract/access/modules/registry.ts'), 'utf8')).toMatch(new RegExp(`import \\w+ from './${NAME}';`));
    expect(readFileSync(join(dir, 'contract/registry.ts'), 'utf8')).toContain(`from './${NAME}';`);
    expect(readFileSync(join(dir, 'contract/index.ts'), 'utf8')).toBe(readFileSync(join(ROOT, 'contract/index.ts'), 'utf8'));
  });

  it('type-checks with its three new fields, passes lint, the generated permission test covers its routes, '
    + 'and its declaration agrees with the migrated table', async () => {
    const own = [`contract/access/modules/${NAME}.ts`, `contract/${NAME}.ts`, `server/modules/${NAME}`,
      `src/resources/${NAME}`, `tests/api/${NAME}`, 'contract/access/modules/registry.ts', 'contract/registry.ts', 'server/modules/index.ts', 'src/resources/index.ts'];
    // tsc is single-threaded: the API tests run beside it
    const [tsc, lint, api] = await Promise.all([
      inCopy(dir, 'tsc', ['--noEmit', '-p', 'tsconfig.json']),
      inCopy(dir, 'eslint', own),
      inCopy(dir, 'vitest', ['run', '--project', 'api', 'tests/api/resources/permissions.test.ts',
        'tests/api/platform/declared-columns.test.ts', 'tests/api/platform/kysely-types.test.ts']),
    ]);
    expect(tsc).toEqual({ code: 0, out: '' });
    expect(lint).toEqual({ code: 0, out: '' });
    expect(api, api.out).toMatchObject({ code: 0 });
  });
});
