// The items CSV upload: saved to a file as it arrives, its bytes checked
// (UTF-8, naming the line of the first bad one; the size limit, refused as
// soon as it is passed, at the pace the bytes come, not the parser's), then
// read from there by csv-parse (RFC 4180: quoted fields may hold commas,
// quotes as "" and line breaks), whose work is linear in the size: a
// hand-written reader here once took 50 s over one quoted field of 60 MB and
// held the app all that time. A line or a field longer than its limit (no
// item row comes near either) stops the reading at once. Each limit crossed is
// a clear -1 for the whole file. A leading BOM is dropped, blank lines
// skipped, each record comes out with the physical line it starts on, and
// memory stays flat whatever the size.
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { CsvError, Parser } from 'csv-parse';

export interface CsvRecord { line: number; fields: string[] }

export interface CsvLimits {
  /** the upload's size */
  bytes: number;
  /** one line (a record, its quoted line breaks included), refused while it is being read */
  lineBytes: number;
  /** one field, in characters */
  fieldChars: number;
}

/** The file itself is unreadable (encoding, size, a line or field too long): nothing in it is used. */
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

/** Line feeds in `bytes` before `end` (Buffer.indexOf: native, not a loop over every byte). */
function countNewlines(bytes: Buffer, end = bytes.length): number {
  let n = 0;
  for (let i = bytes.indexOf(0x0a); i >= 0 && i < end; i = bytes.indexOf(0x0a, i + 1)) n++;
  return n;
}

const tooLarge = (limit: number) => new CsvFileError('game_items.import.too_large', { mb: Math.round(limit / 1048576) });

/** The upload's size declared up front (Content-Length) refuses it before a byte is read. */
export function checkDeclaredSize(contentLength: string | undefined, limit: number): void {
  if (contentLength !== undefined && Number(contentLength) > limit) throw tooLarge(limit);
}

/**
 * The upload's chunks as they come, once checked: UTF-8 (a bad byte is a
 * CsvFileError naming its line) and no more than `maxBytes` in all. The
 * request is not destroyed when reading stops early, so the route can still
 * answer on its connection.
 */
async function* checkedBytes(input: Readable, maxBytes: number): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let lines = 0;
  let bytes = 0;
  for await (const chunk of input.iterator({ destroyOnReturn: false })) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    bytes += buf.length;
    if (bytes > maxBytes) throw tooLarge(maxBytes);
    try {
      decoder.decode(buf, { stream: true });
    } catch {
      const at = firstInvalidUtf8(buf);
      throw new CsvFileError('game_items.import.not_utf8', { line: lines + countNewlines(buf, at < 0 ? 0 : at) + 1 });
    }
    lines += countNewlines(buf);
    yield buf;
  }
  try {
    decoder.decode();
  } catch {
    throw new CsvFileError('game_items.import.not_utf8', { line: lines + 1 });
  }
}

/** Writes the upload to `path` as it comes, checked (UTF-8, its size): a CsvFileError stops it. */
export async function saveUpload(input: Readable, path: string, maxBytes: number): Promise<void> {
  await pipeline(checkedBytes(input, maxBytes), createWriteStream(path));
}

/** Line feeds inside a record's fields (quoted line breaks): with its own, the lines it spans. */
const breaksIn = (fields: string[]) => fields.reduce((n, f) => (f.includes('\n') ? n + f.split('\n').length - 1 : n), 0);

/** The header's name of column `index`, or its position when there is none yet. */
const columnName = (header: string[] | null, index: number) => header?.[index]?.trim() || `#${index + 1}`;

type ParseError = CsvError & { empty_lines: number; column: number };

/**
 * csv-parse over the upload, driven chunk by chunk. Records are taken as it
 * parses them (on_record, in order), not from its readable side: an error
 * destroys the stream and the records it still held, while the rows before an
 * unclosed quote must still be reported.
 */
class RecordQueue {
  readonly parser: Parser;
  ready: CsvRecord[] = [];
  /** the first record, once parsed */
  header: string[] | null = null;
  /** line feeds of the records so far: with the blank lines skipped, where the next one starts */
  private breaks = 0;

  constructor(private readonly limits: CsvLimits) {
    this.parser = new Parser({
      bom: true, skip_empty_lines: true, record_delimiter: ['\r\n', '\n'], max_record_size: limits.lineBytes,
      // a row with too many or too few fields, or a stray quote, is that row's fault (import-rows.ts), not the file's
      relax_column_count: true, relax_quotes: true,
      on_record: (fields: string[], info) => {
        this.ready.push({ line: this.lineAfter(info.empty_lines), fields });
        this.breaks += breaksIn(fields) + 1;
        this.header ??= fields;
        return null;
      },
    });
    this.parser.on('error', () => {}); // read from `errored`
    this.parser.resume(); // nothing comes out of it: flowing, so that it ends
  }

  get error(): ParseError | null {
    return this.parser.errored as ParseError | null;
  }

  lineAfter(emptyLines: number): number {
    return 1 + this.breaks + emptyLines;
  }

  /** The records parsed so far, each field's length checked. */
  *take(): Generator<CsvRecord> {
    const records = this.ready;
    this.ready = [];
    for (const record of records) {
      const long = record.fields.findIndex((f) => f.length > this.limits.fieldChars);
      if (long >= 0) {
        const column = columnName(record.fields === this.header ? null : this.header, long);
        throw new CsvFileError('game_items.import.field_long', { line: record.line, column, limit: this.limits.fieldChars });
      }
      yield record;
    }
  }

  /** What stopped the parser: an unclosed quote at the end (a row's fault), else the file's. */
  stopped(): { unclosed: CsvRecord } | { failure: Error } | null {
    const err = this.error;
    if (!err) return null;
    const line = this.lineAfter(err.empty_lines);
    if (err instanceof CsvError && err.code === 'CSV_QUOTE_NOT_CLOSED') return { unclosed: { line, fields: [] } };
    if (err instanceof CsvError && err.code === 'CSV_MAX_RECORD_SIZE') {
      const params = { line, column: columnName(this.header, err.column), limit: this.limits.lineBytes };
      return { failure: new CsvFileError('game_items.import.line_long', params) };
    }
    return { failure: err };
  }
}

/**
 * The records of a CSV stream whose bytes were checked (saveUpload). An
 * unclosed quote at the end is reported as a record with `unclosed: true`
 * (its line is the one it starts on); every other fault of the file is a
 * CsvFileError.
 */
export async function* readCsv(input: Readable, limits: CsvLimits): AsyncGenerator<CsvRecord & { unclosed?: boolean }> {
  const queue = new RecordQueue(limits);
  for await (const chunk of input) {
    queue.parser.write(chunk); // parsed at once: its records are queued before write() returns
    yield* queue.take();
    if (queue.error) break;
  }
  if (!queue.error) {
    queue.parser.end();
    await finished(queue.parser).catch(() => {});
    yield* queue.take();
  }
  const stopped = queue.stopped();
  if (stopped && 'failure' in stopped) throw stopped.failure;
  if (stopped) yield { ...stopped.unclosed, unclosed: true };
}
