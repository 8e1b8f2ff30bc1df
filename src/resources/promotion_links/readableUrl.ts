/**
 * A target address as a person reads it: percent-encoded UTF-8 shown as its
 * characters (`%E8%B7%AF%E5%BE%84` → `路径`), as a browser's address bar does.
 * decodeURI leaves reserved characters (`%26`, `%2F`, …) encoded, so the
 * address keeps its meaning; a malformed sequence shows the address unchanged.
 */
export function readableUrl(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}
