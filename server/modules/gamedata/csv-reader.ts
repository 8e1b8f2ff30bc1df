// A streamed CSV reader (RFC 4180: quoted fields may hold commas, quotes as
// "" and line breaks) over raw bytes that must be UTF-8: records come out one
// by one with the physical line each starts on, so memory stays flat whatever
// the file's size. A leading BOM is dropped; blank lines are skipped.
import type { Readable } from 'node:stream';

export interface CsvRecord { line: number; fields: string[] }

/** The file itself is unreadable (encoding, size): nothing in it is used. */
export class CsvFileError extends Error {
  constructor(readonly key: string, readonly params: Record<string, string | number> = {}) {
    super(key);
  }
}

/** Index of the first byte that does not continue a valid UTF-8 sequence, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const size = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    if (size === 0) return i;
    for (let j = 1; j < size; j++) {
      if (i + j >= bytes.length) return -1; // cut at the chunk's end: the next chunk goes on
      if ((bytes[i + j] & 0xc0) !== 0x80) return i;
    }
    i += size;
  }
  return -1;
}

const countNewlines = (bytes: Uint8Array, end = bytes.length) => {
  let n = 0;
  for (let i = 0; i < end; i++) if (bytes[i] === 0x0a) n++;
  return n;
};

/** Decoded text chunks of `input`; a byte sequence that is not UTF-8 is a CsvFileError naming its line. */
async function* utf8Chunks(input: Readable, maxBytes: number): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let lines = 0;
  let bytes = 0;
  for await (const chunk of input) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    bytes += buf.length;
    if (bytes > maxBytes) throw new CsvFileError('game_items.import.too_large', { mb: Math.round(maxBytes / 1048576) });
    try {
      yield decoder.decode(buf, { stream: true });
    } catch {
      const at = firstInvalidUtf8(buf);
      throw new CsvFileError('game_items.import.not_utf8', { line: lines + countNewlines(buf, at < 0 ? 0 : at) + 1 });
    }
    lines += countNewlines(buf);
  }
  try {
    yield decoder.decode();
  } catch {
    throw new CsvFileError('game_items.import.not_utf8', { line: lines + 1 });
  }
}

/** The parser's state between chunks. */
class RecordBuilder {
  fields: string[] = [];
  field = '';
  quoted = false; // inside a quoted field
  afterQuote = false; // a quote seen inside a quoted field: closing, or the first of ""
  line = 1;
  startLine = 1;
  touched = false; // the record has any character (blank lines are skipped)

  /** between records: nothing of the next one read yet */
  idle(): boolean {
    return !this.touched && !this.quoted && !this.afterQuote && this.fields.length === 0 && this.field === '';
  }

  endField(): void {
    this.fields.push(this.field);
    this.field = '';
  }

  take(): CsvRecord | null {
    this.endField();
    const record = this.touched ? { line: this.startLine, fields: this.fields } : null;
    this.fields = [];
    this.touched = false;
    this.startLine = this.line;
    return record;
  }
}

/** Feeds one character; answers a finished record at a line end outside quotes. */
function feed(b: RecordBuilder, c: string): CsvRecord | null {
  if (b.afterQuote) {
    b.afterQuote = false;
    if (c === '"') {
      b.field += '"';
      return null;
    }
    b.quoted = false;
  }
  if (b.quoted) {
    if (c === '"') b.afterQuote = true;
    else {
      if (c === '\n') b.line++;
      b.field += c;
    }
    return null;
  }
  if (c === '\n') {
    b.line++;
    if (b.field.endsWith('\r')) b.field = b.field.slice(0, -1);
    return b.take();
  }
  b.touched = true;
  if (c === '"' && b.field === '') b.quoted = true;
  else if (c === ',') b.endField();
  else b.field += c;
  return null;
}

/** The fields of a line whose quotes all close on it, or null (a quoted field goes on to the next line). */
export function splitLine(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let value = '';
    if (line.charCodeAt(i) === 34) {
      let j = i + 1;
      for (;;) {
        const k = line.indexOf('"', j);
        if (k < 0) return null;
        value += line.slice(j, k);
        if (line.charCodeAt(k + 1) !== 34) {
          i = k + 1;
          break;
        }
        value += '"';
        j = k + 2;
      }
    }
    // up to the comma (after a closing quote, any stray text is kept, as feed() does)
    const comma = line.indexOf(',', i);
    fields.push(value + line.slice(i, comma < 0 ? line.length : comma));
    if (comma < 0) return fields;
    i = comma + 1;
  }
}

/** Feeds a line's characters and its line break. */
function feedLine(b: RecordBuilder, line: string): CsvRecord | null {
  for (let i = 0; i < line.length; i++) feed(b, line[i]);
  return feed(b, '\n');
}

/**
 * The records of a CSV stream. An unclosed quote at the end is reported as a
 * record with `unclosed: true` (its line is the one it starts on). A line
 * that is a whole record (the usual case) is split at once; one whose quoted
 * field runs on goes through the character-by-character parser.
 */
export async function* readCsv(input: Readable, maxBytes: number): AsyncGenerator<CsvRecord & { unclosed?: boolean }> {
  const b = new RecordBuilder();
  let carry = '';
  for await (const text of utf8Chunks(input, maxBytes)) {
    const data = carry + text;
    let start = 0;
    for (let nl = data.indexOf('\n'); nl >= 0; nl = data.indexOf('\n', start)) {
      const line = data.slice(start, nl);
      start = nl + 1;
      const clean = line.endsWith('\r') ? line.slice(0, -1) : line;
      const fields = !b.idle() ? null : clean.includes('"') ? splitLine(clean) : clean.split(',');
      if (fields) {
        if (clean) yield { line: b.line, fields };
        b.startLine = ++b.line;
      } else {
        const record = feedLine(b, line);
        if (record) yield record;
      }
    }
    carry = data.slice(start);
  }
  for (let i = 0; i < carry.length; i++) feed(b, carry[i]);
  if (b.afterQuote) b.quoted = false;
  if (b.quoted) {
    yield { line: b.startLine, fields: [], unclosed: true };
    return;
  }
  if (b.field.endsWith('\r')) b.field = b.field.slice(0, -1);
  const last = b.take();
  if (last) yield last;
}
