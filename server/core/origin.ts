// Where staff open the panel, for links the server writes (the QR sign-in
// code): PUBLIC_URL, else the address the server listens on. Never a request
// header: Host and X-Forwarded-Host are the caller's to choose, and a sign-in
// code that follows them sends whoever scans it to the caller's site.
import type { Config } from '../config';

/** Listening on every interface names no address a browser can open: this machine's stands in. */
const WILDCARDS: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': 'localhost', '[::]': 'localhost' };

/** HOST is every interface (0.0.0.0, ::): the stand-in panelBase uses is reachable from this machine only. */
export const listensEverywhere = (host: string): boolean => host in WILDCARDS;

/** PUBLIC_URL without its trailing slashes, else http://HOST:PORT (set PUBLIC_URL for any other device, e.g. a phone). */
export function panelBase(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = WILDCARDS[config.host] ?? config.host;
  // an IPv6 address is bracketed in a URL
  const name = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return new URL(`http://${name}:${config.port}`).origin;
}

/** PUBLIC_URL is https: browsers are told to keep to https (HSTS). */
export const servedOverHttps = (config: Pick<Config, 'publicUrl'>): boolean =>
  config.publicUrl !== null && new URL(config.publicUrl).protocol === 'https:';
