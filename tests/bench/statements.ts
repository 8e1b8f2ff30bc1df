// The SQL the app sends, as it goes over the wire: every pg client's query is
// recorded (text and values) while a recording is open, so a bare server can
// replay exactly the product's statements (tests/bench/bare.ts). A statement
// sent while another is still running joins that one's wave: the app ran them
// side by side (a list page and its count), and the replay does the same.
import pg from 'pg';

export interface Statement { text: string; values: unknown[] }
/** Statements the app ran side by side; waves ran one after the other. */
export type Wave = Statement[];

let recording: Wave[] | null = null;
let running = 0;

// pg.Client.prototype.query is what every client ends in (PreparingClient calls
// it through super), so one patch sees the product's pool whatever its class.
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function query(this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads are passed through unchanged
  const call = () => (original as any).call(this, config, values, callback);
  if (!recording || typeof callback === 'function') return call();
  const text = typeof config === 'string' ? config : (config as { text: string }).text;
  const params = (typeof config === 'string' ? values : (config as { values?: unknown[] }).values) ?? [];
  const statement = { text, values: [...(params as unknown[])] };
  if (running > 0 && recording.length) recording[recording.length - 1].push(statement);
  else recording.push([statement]);
  running++;
  const result = call() as Promise<unknown>;
  const done = () => { running--; };
  result.then(done, done);
  return result;
} as typeof pg.Client.prototype.query;

/** The statements sent while `work` ran (nothing else may use the database meanwhile). */
export async function recordStatements(work: () => Promise<unknown>): Promise<Wave[]> {
  recording = [];
  running = 0;
  try {
    await work();
    return recording;
  } finally {
    recording = null;
  }
}

/** One line per statement, for the bench's log. */
export function describeWaves(waves: Wave[]): string {
  return waves.map((w) => w.map((s) => s.text.replace(/\s+/g, ' ').slice(0, 90)).join('  ‖  ')).join('\n    ');
}
