// Every screen the resource registry declares (src/resources/index.ts: each list, show, edit and
// create page, the show and edit pages of each list's first row), in Chromium on the real product,
// on a 390×844 phone (English, light) and a 1440×900 desktop (Chinese, dark). Each screen must
// open without react-admin's error page or a script error, and
//  - on a phone: not scroll sideways, leave nothing outside the window, squeeze no text into a
//    column a character or two wide, keep every app bar action whole and tappable, and let no
//    control cover another (layoutFaults.ts); a list is stacked entries, not a table;
//  - everywhere: axe-core finds no critical or serious violation (axe.ts).
// A module added to the registry is walked without an edit here. One browser, one sign-in: each
// viewport's context starts from that session, and the language and theme are switched in the
// app bar between passes, as a person would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { audit, audits, tally } from './axe';
import { signIn, visible, withProduct, type RunningServer } from './harness';
import { layoutFaults } from './layoutFaults';
import { declaredScreens, ERROR_TEXT, openScreen, screensOf, type Screen } from './screens';

let server: RunningServer;
let browser: Browser;

withProduct({}, (s, b) => { server = s; browser = b; });

// importing the registry takes seconds: it runs while the product starts
const declared = declaredScreens();

let session: Awaited<ReturnType<BrowserContext['storageState']>>;
let screens: Screen[];
beforeAll(async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, server.url, 'admin', 'admin');
  screens = (await Promise.all((await declared).map((d) => screensOf(page, d)))).flat();
  session = await context.storageState();
  await context.close();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
type Theme = 'light' | 'dark';
type Locale = 'zh-CN' | 'en-US';

/** Language and theme as a person sets them: from the app bar, or its "more" menu on a phone. */
async function setLanguageAndTheme(page: Page, locale: Locale, theme: Theme): Promise<void> {
  const phone = page.viewportSize()!.width < 600;
  const bar = page.getByTestId('app-bar');
  const settings = () => page.evaluate(() => JSON.parse(localStorage.getItem('app-settings') ?? '{}').theme ?? 'light');
  const language = locale === 'en-US' ? 'English' : '中文';
  if (await page.evaluate(() => localStorage.getItem('arco-locale') ?? 'zh-CN') !== locale) {
    if (phone) await bar.getByRole('button', { name: /^(更多|More)$/ }).click();
    await (phone ? page.getByRole('menuitem', { name: language }) : bar.getByRole('button', { name: language })).click();
    await visible(page.locator(`html[lang="${locale}"]`));
  }
  if (await settings() !== theme) {
    const toggle = /^(切换为暗黑模式|切换为亮色模式|Switch to the dark theme|Switch to the light theme)$/;
    if (phone) await bar.getByRole('button', { name: /^(更多|More)$/ }).click();
    await (phone ? page.getByRole('menuitem', { name: toggle }) : bar.getByRole('button', { name: toggle })).click();
    await page.waitForFunction((t) => JSON.parse(localStorage.getItem('app-settings') ?? '{}').theme === t, theme);
  }
}

/** What is wrong with one screen as it shows now (nothing: an empty list). */
async function faultsOf(page: Page, screen: Screen, phone: boolean): Promise<string[]> {
  const faults: string[] = [];
  if (await page.getByText(ERROR_TEXT).count()) faults.push('shows the error page');
  if (phone) {
    faults.push(...await layoutFaults(page));
    if (screen.kind === 'list' && await page.locator('table').count()) faults.push('the list is a table, not stacked entries');
  }
  for (const { rule, impact, help, nodes } of await audit(page)) faults.push(`axe ${impact} ${rule}: ${help} — ${nodes.join(' | ')}`);
  return faults;
}

/** Walks every screen in each of the passes (language and theme), in one context of the viewport. */
async function walk(viewport: typeof PHONE, passes: [Locale, Theme][]): Promise<Record<string, string[]>> {
  const phone = viewport.width < 600;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, storageState: session, bypassCSP: true });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const report: Record<string, string[]> = {};
  try {
    await page.goto(`${server.url}/#/dashboard/workplace`);
    await visible(page.getByTestId('app-bar'));
    for (const [locale, theme] of passes) {
      // from a fresh load, with nothing left open by the last screen
      await page.reload();
      await visible(page.getByTestId('app-bar'));
      await setLanguageAndTheme(page, locale, theme);
      for (const screen of screens) {
        // a screen that does not settle is one more fault; the walk goes on to the next
        const faults = await openScreen(page, server.url, screen).then(() => faultsOf(page, screen, phone), (e: Error) => [e.message.split('\n')[0]]);
        faults.push(...errors.splice(0));
        if (faults.length) report[`${viewport.width}px ${locale} ${theme} ${screen.path}`] = faults;
      }
    }
  } finally {
    await context.close();
  }
  return report;
}

describe('every screen of the registry', () => {
  it('covers every list, show, edit and create page the registry declares', async () => {
    const kinds = new Set(screens.map((s) => s.kind));
    expect([...kinds].sort()).toEqual(['create', 'edit', 'list', 'show']);
    expect(screens.filter((s) => s.kind === 'list')).toHaveLength((await declared).length);
  });

  // the two viewports walk side by side, each in its own context: a page mostly waits on its own
  // renderer process, so two of them keep both cores busy
  // one pass per viewport, so that each language and each theme is walked once at each width between them
  // (the phone in English, whose longer words strain a narrow layout most, and the light theme; the desktop in
  // Chinese and the dark one): four passes cost CI more than its whole margin
  it.concurrent('on a 390 px phone, en-US light: whole, stacked, nothing covered, no axe violation', async ({ expect }) => {
    expect(await walk(PHONE, [['en-US', 'light']])).toEqual({});
  }, 300_000);

  it.concurrent('on a 1440 px desktop, zh-CN dark: no error page, no axe violation', async ({ expect }) => {
    expect(await walk(DESKTOP, [['zh-CN', 'dark']])).toEqual({});
  }, 300_000);

  afterAll(() => {
    console.info(`walk: ${screens?.length ?? 0} screens per pass, ${audits.count} axe audits, violations by impact ${JSON.stringify(tally)}`);
  });
});
