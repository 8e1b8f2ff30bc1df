// What a session's user agent says, in the words a staff member recognises
// ("Chrome 131", "macOS", "iPhone"), so My account and the staff page can name
// each session "Chrome 131 on macOS" and a stranger's session stands out.
// Parsed here, once, for every answer that lists sessions: the panel only
// composes the words. bowser (MIT, no dependencies, its own types) keeps the
// browser and device tables up to date; ua-parser-js 2.x is AGPL.
import Bowser from 'bowser';

export interface SessionDevice {
  /** the phone's or tablet's model ("iPhone", "iPad"); null on a computer or when unknown */
  device: string | null;
  /** the browser and its major version ("Chrome 131", "Safari 17"); null when unknown */
  browser: string | null;
  /** the operating system ("macOS", "iOS", "Windows"); null when unknown */
  os: string | null;
}

const UNKNOWN: SessionDevice = { device: null, browser: null, os: null };

/** The device, browser and system a user agent names; whatever it does not say is null. */
export function deviceOf(userAgent: string): SessionDevice {
  // bowser refuses an empty string, and a script's agent (curl) names nothing
  if (!userAgent.trim()) return UNKNOWN;
  const parser = Bowser.getParser(userAgent);
  const { name, version } = parser.getBrowser();
  const major = version?.split('.')[0];
  const { type, model } = parser.getPlatform();
  return {
    device: (type === 'mobile' || type === 'tablet') && model ? model : null,
    browser: name ? (major ? `${name} ${major}` : name) : null,
    os: parser.getOSName() || null,
  };
}
