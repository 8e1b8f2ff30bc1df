// What makes two reports "the same exception": the type, the message with its
// variable parts (numbers, hex, ids) replaced by placeholders, and the top
// frames of the stack normalised the same way (line numbers and bundle hashes
// change with every build; the functions and files they name do not).
import { createHash } from 'node:crypto';

/** Frames of the stack that take part in the fingerprint. */
export const TOP_FRAMES = 3;

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const HEX = /\b0x[0-9a-f]+\b/gi;
// a token of 8+ characters mixing digits with letters: an id, a hash, a bundle's content hash
const ID = /\b(?=[a-z_-]*\d)(?=[0-9_-]*[a-z])[0-9a-z_-]{8,}\b/gi;
const NUMBER = /\d+(?:\.\d+)*/g;

/** The message (or a frame) with its variable parts replaced: `<id>`, `<hex>`, `<n>`. */
export function normalise(text: string): string {
  return text.replace(UUID, '<id>').replace(HEX, '<hex>').replace(ID, '<id>').replace(NUMBER, '<n>')
    .replace(/\s+/g, ' ').trim();
}

// the stack's header line repeats the type and message (JS, Java, Python); it is not a frame
const isHeader = (line: string, type: string) => line === type || line.startsWith(`${type}:`) || /^(Caused by|Traceback)\b/.test(line);

/** The first TOP_FRAMES lines of the stack that are frames (whatever the platform's format), normalised. */
export function topFrames(stack: string, type = ''): string[] {
  return stack.split('\n').map((l) => l.trim()).filter((l) => l && !isHeader(l, type))
    .slice(0, TOP_FRAMES).map((l) => normalise(l.replace(/\?[^\s:)]*/g, '')).slice(0, 300));
}

export interface Fingerprinted {
  fingerprint: string;
  title: string;
  frames: string[];
}

export function fingerprintOf(type: string, message: string, stack: string): Fingerprinted {
  const normalType = type.trim();
  const normalMessage = normalise(message);
  const frames = topFrames(stack, normalType);
  const fingerprint = createHash('sha1').update([normalType, normalMessage, ...frames].join('\n')).digest('hex');
  const title = (normalMessage ? `${normalType}: ${normalMessage}` : normalType).slice(0, 300);
  return { fingerprint, title, frames };
}
