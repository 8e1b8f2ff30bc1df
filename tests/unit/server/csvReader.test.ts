// The import's CSV reader: the same records whatever the chunking (a
// character or a quoted field cut between chunks), lines counted physically,
// and a byte that is not UTF-8 named by its line.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CsvFileError, firstInvalidUtf8, readCsv } from '../../../server/modules/gamedata/csv-reader';

const TEXT = '\ufeffa,b,c\r\n1,"多行\n文本","say ""hi"""\n\n2,蛛魔,x\r\n3,"",\n4,"a,b",end';

async function records(chunks: Buffer[]) {
  const out = [];
  for await (const r of readCsv(Readable.from(chunks), 1 << 20)) out.push(r);
  return out;
}

const bytesOf = (text: string) => Buffer.from(text, 'utf8');
const split = (buf: Buffer, size: number) => Array.from({ length: Math.ceil(buf.length / size) }, (_, i) => buf.subarray(i * size, (i + 1) * size));

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

  it('names the line of a byte that is not UTF-8, in whichever chunk it comes', async () => {
    const gbk = Buffer.concat([bytesOf('a,b\n1,2\n3,'), Buffer.from([0xc4, 0xe3]), bytesOf('\n')]);
    for (const size of [gbk.length, 3, 1]) {
      const error = await records(split(gbk, size)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CsvFileError);
      expect((error as CsvFileError).params).toEqual({ line: 3 });
    }
    expect(firstInvalidUtf8(bytesOf('ok 蛛魔'))).toBe(-1);
    expect(firstInvalidUtf8(Buffer.from([0x41, 0xff]))).toBe(1);
  });

  it('refuses a file over the limit', async () => {
    const big = Readable.from([Buffer.alloc(600, 0x61), Buffer.alloc(600, 0x61)]);
    await expect((async () => { for await (const r of readCsv(big, 1000)) void r; })()).rejects.toMatchObject({ key: 'game_items.import.too_large' });
  });
});
