// A short, readable name for the device asking to sign in ("Chrome on
// Windows"), so the staff member confirming can tell their own device from a
// stranger's. Only the common families: anything else is "unknown" and the
// full user agent is shown beside it.
import type { Lang } from '../../core/context';
import { t } from '../../core/i18n';

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\//, 'WeChat'],
  [/DingTalk\//, 'DingTalk'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/HarmonyOS|OpenHarmony/, 'HarmonyOS'], // also says Android
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (list: [RegExp, string][], ua: string) => list.find(([re]) => re.test(ua))?.[1];

export function describeDevice(userAgent: string, lang: Lang): string {
  const browser = first(BROWSERS, userAgent);
  const os = first(SYSTEMS, userAgent);
  if (browser && os) return t(lang, 'qr.device', { browser, os });
  return browser ?? os ?? t(lang, 'qr.device_unknown');
}
