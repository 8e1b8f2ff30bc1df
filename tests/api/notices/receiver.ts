// A webhook receiver on 127.0.0.1 for the notices tests: each path answers as
// its script says (a status, or holding the request open), and every request
// is kept with its raw body so a test can check the signature.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received { path: string; headers: IncomingMessage['headers']; raw: string; body: { id: number; type: string; data: Record<string, unknown> }; at: number }

/** What a path answers to its n-th request (0-based): a status, or 'hold' (never answers; the socket stays open). */
export type Script = (n: number, req: Received) => number | 'hold';

export interface Receiver {
  url(path: string): string;
  /** the requests a path got, in order */
  got(path: string): Received[];
  /** the notice ids a path answered with 2xx */
  acked(path: string): number[];
  script(path: string, script: Script): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const scripts = new Map<string, Script>();
  const requests: Received[] = [];
  const acks: { path: string; id: number }[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const path = req.url ?? '/';
      const got: Received = { path, headers: req.headers, raw, body: JSON.parse(raw || '{}'), at: Date.now() };
      const n = requests.filter((r) => r.path === path).length;
      requests.push(got);
      const answer = (scripts.get(path) ?? (() => 200))(n, got);
      if (answer === 'hold') return;
      if (answer >= 200 && answer < 300) acks.push({ path, id: got.body.id });
      res.writeHead(answer, answer >= 300 && answer < 400 ? { location: '/elsewhere' } : {}).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    got: (path) => requests.filter((r) => r.path === path),
    acked: (path) => acks.filter((a) => a.path === path).map((a) => a.id),
    script: (path, script) => scripts.set(path, script),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Polls `check` every 50 ms until it is true or `ms` passes (then throws with `what`). */
export async function until(what: string, check: () => boolean | Promise<boolean>, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
