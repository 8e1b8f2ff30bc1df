// BENCH_PROFILE=<dir>: the main thread's CPU profile (the servers, not the load
// generator's worker) of each product round, written as <dir>/<name>.cpuprofile
// for Chrome DevTools or any .cpuprofile reader; nothing without it.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${dir}/${name.replace(/[^\w.-]+/g, '_')}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  }
}
