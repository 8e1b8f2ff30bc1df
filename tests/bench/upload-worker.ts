// The uploads of tests/bench/import-attack.ts, sent from a worker thread so
// that making and sending 66 MB costs the app's thread nothing: one row whose
// name is one quoted field of `mb` MB, or ordinary rows up to `mb` MB, streamed
// (no Content-Length) or, `declared`, as one buffer with its Content-Length.
// Posts back the seconds until the answer and the answer's code and message.
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';

export interface UploadSpec { url: string; headers: Record<string, string>; kind: 'field' | 'rows'; mb: number; declared: boolean }

const MB = 1024 * 1024;
const HEADER = 'type,item_id,game_version,name_zh,name_en,icon_url,quality,item_level\n';

function* longField(mb: number) {
  const block = 'x'.repeat(MB);
  yield `${HEADER}0,1,11.2.7,名字,"`;
  for (let i = 0; i < mb; i++) yield block;
  yield '",,1,1\n';
}

function* manyRows(mb: number) {
  yield HEADER;
  let sent = 0;
  for (let i = 0; sent < mb * MB; i++) {
    let chunk = '';
    for (let j = 0; j < 1000; j++) chunk += `0,${100000 + i * 1000 + j},11.2.7,蛛魔板甲头盔,Nerubian Plate Helm ${j},,4,600\n`;
    sent += Buffer.byteLength(chunk);
    yield chunk;
  }
}

const spec = workerData as UploadSpec;
const parts = spec.kind === 'field' ? longField(spec.mb) : manyRows(spec.mb);
const body = spec.declared ? Buffer.from([...parts].join('')) : Readable.toWeb(Readable.from(parts)) as ReadableStream;
const started = performance.now();
let outcome: string;
try {
  const res = await fetch(spec.url, { method: 'POST', headers: spec.headers, body, duplex: 'half' } as RequestInit);
  const answer = await res.json() as { code: number; message: string };
  outcome = `${answer.code} ${answer.message}`;
} catch (err) {
  outcome = `no answer: ${(err as Error).message}`;
}
parentPort!.postMessage({ seconds: (performance.now() - started) / 1000, outcome });
