// Debug mode (`npm run dev:mock`, Vite mode 'mock'): the spec's sample API on
// MSW in this browser, the panel's client pointed at it, and the avatar menu's
// role switch. src/main.tsx imports this only in that mode, so the production
// build has none of it.
import { setupWorker } from 'msw/browser';
import { debugHandlers, unavailableHandlers } from '../../mocks/debug/handlers';
import { http } from '../http/client';
import { registerAvatarMenuItems } from '../layout/avatarMenuSlot';
import { installDebugClient } from './client';
import { RoleSwitchMenuItem } from './RoleSwitchMenuItem';

export async function startDebugMode(): Promise<void> {
  installDebugClient(http);
  registerAvatarMenuItems(RoleSwitchMenuItem);
  const worker = setupWorker(...debugHandlers, ...unavailableHandlers);
  // The dev server serves the worker script in this mode only (vite.config.ts).
  await worker.start({ serviceWorker: { url: './mockServiceWorker.js' }, onUnhandledRequest: 'bypass' });
}
