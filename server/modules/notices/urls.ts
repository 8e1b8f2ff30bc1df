// Where a webhook may point: http(s) only, and never at this machine or the
// private network behind it (loopback, private, link-local, carrier-grade NAT,
// unique-local) unless WEBHOOK_ALLOW_PRIVATE: otherwise whoever may add a hook
// could make the server post to an internal service (SSRF). A host name is
// resolved and refused when any of its addresses is such an address; the
// worker checks again before each attempt, since a name may change what it
// resolves to after the hook was saved.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { invalidField } from '../../core/errors';

const blocked = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** An address of this machine or a private network (an IPv4-mapped IPv6 address as its IPv4 one). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (!family) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The addresses a URL's host stands for (itself when it is one); empty when it does not resolve. */
async function addressesOf(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return [bare];
  try {
    return (await lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return [];
  }
}

/** Why the worker may not post to `url` now (an error text), or null. */
export async function refusedTarget(url: string, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  const addresses = await addressesOf(new URL(url).hostname);
  if (!addresses.length) return 'the host name does not resolve';
  return addresses.some(isPrivateAddress) ? 'the host resolves to a private address' : null;
}

/** The URL as stored, or -1 on `field`: not http(s), credentials in it, or (without allowPrivate) a private target. */
export async function checkedUrl(raw: string, allowPrivate: boolean, field = 'data.url'): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw invalidField(field, 'error.webhook_url');
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) throw invalidField(field, 'error.webhook_url');
  if (allowPrivate) return url.href;
  const addresses = await addressesOf(url.hostname);
  if (!addresses.length) throw invalidField(field, 'error.webhook_url_unresolved');
  if (addresses.some(isPrivateAddress)) throw invalidField(field, 'error.webhook_url_private');
  return url.href;
}
