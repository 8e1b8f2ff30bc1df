// End-to-end harness: the real product (`server/bin/start.ts`, as `npm start`
// runs it) on a fresh embedded database with demo data, driven by Debian's
// Chromium through playwright-core. One product and one browser are started
// for the whole run (./shared.ts) and used by every file that needs no
// special server settings; a file with its own settings starts its own server.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { BROWSER_OPTIONS, gone, startServer, visible, type RunningServer } from './product';

export * from './product';

declare module 'vitest' {
  interface ProvidedContext {
    /** the run's shared product and browser (./shared.ts); absent when the e2e project has no global setup */
    e2eShared?: { url: string; browserEndpoint: string; seededDataDir: string };
  }
}

/** The shared product, which the run stops (./shared.ts), not the file. */
async function usingShared(url: string): Promise<RunningServer> {
  return { url, port: Number(new URL(url).port), output: () => '(the shared server: see ./shared.ts)', stop: async () => {} };
}

const shared = () => inject('e2eShared');

/** The run's shared Chromium (closing it only disconnects), or a new one when there is none. */
export function launchBrowser(): Promise<Browser> {
  const endpoint = shared()?.browserEndpoint;
  return endpoint ? chromium.connect(endpoint) : chromium.launch(BROWSER_OPTIONS);
}

/**
 * Signs in as a member whose password an admin chose (created or reset in the
 * panel): the panel opens My account with the must-change notice; the new
 * password is set there, then the workplace opens as for any sign-in.
 */
export async function signInChangingPassword(page: Page, url: string, username: string, password: string, newPassword: string): Promise<void> {
  await page.goto(`${url}/#/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: /登录|Sign in/ }).click();
  await page.waitForURL(/#\/account$/);
  await visible(page.getByText(/您的密码由管理员设置或重置|An administrator set or reset your password/));
  await page.locator('input[name="current"]').fill(password);
  await page.locator('input[name="newPassword"]').fill(newPassword);
  await page.locator('input[name="confirmPassword"]').fill(newPassword);
  await page.getByRole('button', { name: /^(修改密码|Change password)$/ }).click();
  await visible(page.getByText(/密码已修改|Password changed/));
  await page.goto(`${url}/#/dashboard/workplace`);
}

/** POST to the product from the test itself (not a page), answering the envelope's `data`; throws on any other code. */
export async function postAs<T>(url: string, path: string, body: object, token = ''): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST', headers: { appid: '4', 'content-type': 'application/json', token, lang: 'zh-CN' }, body: JSON.stringify(body),
  });
  const envelope = await res.json() as { code: number; data: T; message: string };
  if (envelope.code !== 1) throw new Error(`${path}: ${envelope.message}`);
  return envelope.data;
}

/** POST /mdr/<path> from a signed-in page (its token), answering the envelope's `data`. */
export const callApi = <T>(page: Page, path: string, body: object) => page.evaluate(async ([p, b]) => {
  const res = await fetch(`/mdr/${p}`, {
    method: 'POST', body: JSON.stringify(b),
    headers: { 'content-type': 'application/json', appid: '4', token: localStorage.getItem('token') ?? '' },
  });
  return (await res.json()).data;
}, [path, body] as const) as Promise<T>;

/**
 * The step-up dialog must appear (a server with STEP_UP_AT_SIGN_IN=false asks
 * right after sign-in): enter the password (or code) and confirm; the panel
 * then retries the command by itself.
 */
export async function passStepUp(page: Page, secret: string): Promise<void> {
  const dialog = await visible(page.getByTestId('step-up-dialog'));
  await dialog.locator('input[name="stepUpSecret"]').fill(secret);
  await dialog.getByRole('button').last().click();
  await gone(page.getByTestId('step-up-dialog'));
}

/** Polls `read` until `accept` holds (or times out), returning the last value read. */
export async function eventually<T>(read: () => Promise<T>, accept: (v: T) => boolean, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

/**
 * The file's product and browser, ready before its tests. With no `env` the
 * run's shared product is used (its data is shared with the other files:
 * assert on what the API says, not on fixed counts); with `env`, or
 * `own: true` for a file that leaves server state others would trip on, the
 * file starts its own and stops it after its tests.
 */
export function withProduct(
  env: Record<string, string>, ready: (server: RunningServer, browser: Browser) => void, { own = false } = {},
): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const url = !own && Object.keys(env).length === 0 ? shared()?.url : undefined;
    [server, browser] = await Promise.all([url ? usingShared(url) : startServer(env, shared()?.seededDataDir), launchBrowser()]);
    ready(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
