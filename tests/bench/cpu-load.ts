// A CPU load of the bench's own (tests/bench/web-lists.ts): `n` processes spinning, so both sides of a
// side-by-side run are timed on a machine as busy as a staff laptop with other work on it, whatever else the
// machine happens to be doing.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

const SPIN = 'for (;;);';

export function startCpuLoad(n: number): { stop: () => void } {
  const children = Array.from({ length: n }, () => spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }));
  if (n) console.log(`    CPU load: ${n} busy processes (load average before: ${loadavg().map((x) => x.toFixed(2)).join(' ')})`);
  return {
    stop: () => {
      for (const c of children) c.kill();
      if (n) console.log(`    CPU load stopped (load average: ${loadavg().map((x) => x.toFixed(2)).join(' ')})`);
    },
  };
}
