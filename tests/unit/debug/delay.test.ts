// The sample API's 600–1000 ms delay (docs/panel.md "Debug mode"), and the switch that lets tests skip it.
import { afterEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { debugHandlers } from '../../../mocks/debug/handlers';
import { pickDelay, SAMPLE_DELAY, setSampleDelay } from '../../../mocks/debug/delay';

afterEach(() => setSampleDelay(SAMPLE_DELAY));

describe('sample delay', () => {
  it('is 600 to 1000 ms by default', () => {
    expect([pickDelay(0), pickDelay(0.5), pickDelay(0.9999)]).toEqual([600, 800, 1000]);
  });

  it('can be fixed (0 in unit tests) and refuses a range that makes no sense', () => {
    setSampleDelay(0);
    expect(pickDelay(0.7)).toBe(0);
    setSampleDelay({ min: 10, max: 20 });
    expect(pickDelay(0.5)).toBe(15);
    expect(() => setSampleDelay(-1)).toThrow(RangeError);
    expect(() => setSampleDelay({ min: 5, max: 1 })).toThrow(RangeError);
  });

  it('holds a real answer back at least 600 ms', async () => {
    const server = setupServer(...debugHandlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const started = performance.now();
      const res = await fetch(new URL('/api/user/logout', window.location.href), { method: 'POST' });
      expect((await res.json()).code).toBe(20000);
      const took = performance.now() - started;
      expect(took).toBeGreaterThanOrEqual(590);
      expect(took).toBeLessThan(1500);
    } finally {
      server.close();
    }
  });
});
