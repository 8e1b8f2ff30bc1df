// Debian's HAProxy (installed by .ci/run) in front of one or more products: in
// the foreground (-db) on a free loopback port, `option forwardfor`, requests
// spread round robin over `targets` (one request each in turn, also on a kept
// connection). Each call opens its own connection to a product, so one that
// shuts down refuses new calls, which HAProxy sends to another, while the
// calls it has answer. stop() makes it exit.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, stopProcess } from './harness';

export interface RunningProxy {
  url: string;
  stop(): Promise<void>;
  output(): string;
}

export async function startHaproxy(targets: number[]): Promise<RunningProxy> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'mdr-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(config, [
    'global', '  maxconn 200',
    'defaults', '  mode http', '  timeout connect 5s', '  timeout client 30s', '  timeout server 30s',
    // a server that stopped listening (a rolling restart) is skipped: the call goes to another one.
    // empty-response: a closing instance drops the connections it accepted but had not read a call
    // from yet (Fastify closes idle connections); that call never ran, so it is resent, as in
    // docs/deploy.md (without it HAProxy closed the client's kept connection: "other side closed")
    '  option http-server-close', '  retries 3', '  option redispatch 1', '  retry-on conn-failure empty-response',
    'frontend panel', `  bind 127.0.0.1:${port}`, '  option forwardfor', '  default_backend product',
    'backend product', '  balance roundrobin',
    ...targets.map((target, i) => `  server product${i + 1} 127.0.0.1:${target}`), '',
  ].join('\n'));
  let log = '';
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${log}`);
    if ((await fetch(`${url}/health`).then((r) => r.status, () => 0)) > 0) break;
    if (Date.now() > deadline) throw new Error(`haproxy did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output: () => log,
    async stop() {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
