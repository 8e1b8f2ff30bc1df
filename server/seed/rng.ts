// Deterministic randomness for demo data: the same content and counts on every
// run, so screenshots, docs and tests can rely on them. Each step draws from its
// own stream, so adding a step never changes what the others produce.

const BASE_SEED = 'moderator-panel-demo-v1';
const DAY_MS = 86_400_000;

/** FNV-1a, 32 bit: a stable seed from a stream name. */
function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for demo data. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  static stream(name: string): Rng {
    return new Rng(hashSeed(`${BASE_SEED}:${name}`));
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  float(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1][0];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** Days back from now in [0, maxDays], denser near now (a growing platform). */
  recentDays(maxDays: number): number {
    return maxDays * (1 - Math.sqrt(this.next()));
  }
}

/** Exactly `total` items in the given proportions (rounding goes to the first), shuffled. */
export function proportional<T>(rng: Rng, total: number, shares: readonly (readonly [T, number])[]): T[] {
  const sum = shares.reduce((s, [, w]) => s + w, 0);
  const out: T[] = [];
  for (const [item, w] of shares.slice(1)) out.push(...Array<T>(Math.round((total * w) / sum)).fill(item));
  out.push(...Array<T>(total - out.length).fill(shares[0][0]));
  return rng.shuffle(out);
}

/** A moment `days` (fractional) before `now`. */
export function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** A moment `days` after `from`, never later than `now`. */
export function daysAfter(from: Date, days: number, now: Date): Date {
  return new Date(Math.min(from.getTime() + days * DAY_MS, now.getTime()));
}

/** Fill `{name}` placeholders. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}
