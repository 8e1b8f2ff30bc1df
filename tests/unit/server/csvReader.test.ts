// The import's CSV reader (csv-parse underneath): the same records whatever
// the chunking (a character or a quoted field cut between chunks), lines
// counted physically, a byte that is not UTF-8 named by its line, and the
// file refused as soon as it passes its size or a line or field its length.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CsvFileError, firstInvalidUtf8, readCsv, saveUpload, type CsvLimits } from '../../../server/modules/gamedata/csv-reader';

const TEXT = '\ufeffa,b,c\r\n1,"多行\n文本","say ""hi"""\n\n2,蛛魔,x\r\n3,"",\n4,"a,b",end';

const LIMITS: CsvLimits = { bytes: 1 << 20, lineBytes: 1000, fieldChars: 100 };

async function records(chunks: Iterable<Buffer> | AsyncIterable<Buffer>, limits = LIMITS) {
  const out = [];
  for await (const r of readCsv(Readable.from(chunks), limits)) out.push(r);
  return out;
}

const bytesOf = (text: string) => Buffer.from(text, 'utf8');
const split = (buf: Buffer, size: number) => Array.from({ length: Math.ceil(buf.length / size) }, (_, i) => buf.subarray(i * size, (i + 1) * size));

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'csv-reader-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The upload as saveUpload keeps it, or its refusal. */
const saved = async (chunks: Iterable<Buffer> | AsyncIterable<Buffer>, bytes = LIMITS.bytes) => {
  const path = join(dir, 'upload.csv');
  await saveUpload(Readable.from(chunks), path, bytes);
  return readFile(path);
};

describe('saveUpload', () => {
  it('keeps the bytes as they came', async () => {
    expect(await saved(split(bytesOf(TEXT), 3))).toEqual(bytesOf(TEXT));
  });

  it('names the line of a byte that is not UTF-8, in whichever chunk it comes', async () => {
    const gbk = Buffer.concat([bytesOf('a,b\n1,2\n3,'), Buffer.from([0xc4, 0xe3]), bytesOf('\n')]);
    for (const size of [gbk.length, 3, 1]) {
      const error = await saved(split(gbk, size)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CsvFileError);
      expect((error as CsvFileError).params).toEqual({ line: 3 });
    }
    expect(firstInvalidUtf8(bytesOf('ok 蛛魔'))).toBe(-1);
    expect(firstInvalidUtf8(Buffer.from([0x41, 0xff]))).toBe(1);
  });

  it('refuses a file over the limit as soon as it passes it, reading no further', async () => {
    let sent = 0;
    async function* endless() {
      for (;;) {
        sent++;
        yield bytesOf('a,b\n1,2\n'.repeat(100));
      }
    }
    await expect(saved(endless(), 10_000)).rejects.toMatchObject({ key: 'game_items.import.too_large' });
    expect(sent).toBeLessThanOrEqual(14); // 800 bytes a chunk: the 13th passes 10,000 (one more read ahead)
  });
});

describe('readCsv', () => {
  it('reads quoted commas, quotes, line breaks, CRLF and a BOM, with each record\'s first line', async () => {
    expect(await records([bytesOf(TEXT)])).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '多行\n文本', 'say "hi"'] },
      { line: 5, fields: ['2', '蛛魔', 'x'] },
      { line: 6, fields: ['3', '', ''] },
      { line: 7, fields: ['4', 'a,b', 'end'] },
    ]);
  });

  it('gives the same records when every byte arrives alone', async () => {
    expect(await records(split(bytesOf(TEXT), 1))).toEqual(await records([bytesOf(TEXT)]));
    expect(await records(split(bytesOf(TEXT), 7))).toEqual(await records([bytesOf(TEXT)]));
  });

  it('reports an unclosed quote at the end on the line it opens', async () => {
    expect((await records([bytesOf('a,b\n1,"open\nstill')])).at(-1)).toEqual({ line: 2, fields: [], unclosed: true });
  });

  it('refuses a line that grows past its limit while it is read, naming its line and column', async () => {
    async function* endlessField() {
      yield bytesOf('name,note\n"x",ok\n\nbad,"');
      for (;;) yield Buffer.alloc(300, 0x61);
    }
    const error = await records(endlessField()).catch((e: unknown) => e);
    expect(error).toMatchObject({ key: 'game_items.import.line_long', params: { line: 4, column: 'note', limit: 1000 } });
  });

  it('refuses a field longer than its limit, naming its line and column, the header\'s too', async () => {
    const long = 'y'.repeat(101);
    expect(await records([bytesOf(`a,b\n1,"${'y'.repeat(100)}"`)])).toHaveLength(2);
    await expect(records([bytesOf(`a,b\n1,2\n3,"${long}"\n`)])).rejects.toMatchObject({
      key: 'game_items.import.field_long', params: { line: 3, column: 'b', limit: 100 } });
    await expect(records([bytesOf(`a,${long}\n1,2\n`)])).rejects.toMatchObject({ params: { line: 1, column: '#2' } });
  });
});
