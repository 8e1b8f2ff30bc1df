// A session named by what it runs on, from the fields the API read from its
// user agent (server/modules/session/device.ts): "Chrome 131 on macOS",
// "Safari 17 on iPhone". A phone is named by its model, a computer by its system.
import type { TranslateFunction } from 'react-admin';

export interface SessionDeviceFields { device: string | null; browser: string | null; os: string | null }

/** "Chrome 131 on macOS" / "macOS 上的 Chrome 131"; what is known alone; else "Unknown device". */
export function sessionName({ device, browser, os }: SessionDeviceFields, translate: TranslateFunction): string {
  const place = device ?? os;
  if (browser && place) return translate('account.sessions.name', { browser, place });
  return browser ?? place ?? translate('account.sessions.unknown_device');
}
