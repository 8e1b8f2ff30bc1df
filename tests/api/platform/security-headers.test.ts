// The security headers are on every answer, not only the panel's files: API
// envelopes (success, refusal, bad JSON), /health, /docs and /docs/json, the
// /r/ pages and redirects, the not-found answer; HSTS only with an https
// PUBLIC_URL (server/core/security.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { HSTS, SECURITY_HEADERS } from '../../../server/core/security';
import { createTestApp, type TestApp } from '../helpers';
import { docsCookie } from '../helpers/docs';

const ENVELOPE_CALL = { method: 'POST' as const, headers: { appid: '4', 'content-type': 'application/json' } };

describe('security headers on every answer', () => {
  let plain: TestApp;
  let https: TestApp;
  const answers = async (t: TestApp): Promise<[string, LightMyRequestResponse][]> => {
    const inject = t.app.inject.bind(t.app);
    const docs = { method: 'GET' as const, headers: { cookie: await docsCookie(t) } };
    return [
      ['envelope success', await inject({ ...ENVELOPE_CALL, url: '/user/check', payload: '{}' })],
      ['envelope refusal', await inject({ ...ENVELOPE_CALL, url: '/mdr/orders/list', payload: '{}' })],
      ['bad JSON', await inject({ ...ENVELOPE_CALL, url: '/api/user/login', payload: '{"username":' })],
      ['no appid', await inject({ method: 'POST', url: '/user/check', payload: {} })],
      ['/health', await inject({ method: 'GET', url: '/health' })],
      ['/docs', await inject({ ...docs, url: '/docs' })],
      ['/docs/', await inject({ ...docs, url: '/docs/' })],
      ['/docs/json', await inject({ ...docs, url: '/docs/json' })],
      ['/docs static', await inject({ ...docs, url: '/docs/static/swagger-ui.css' })],
      ['/docs refused', await inject({ method: 'GET', url: '/docs/', headers: { accept: 'text/html' } })],
      ['/docs/json refused', await inject({ method: 'GET', url: '/docs/json' })],
      ['/r/ unknown', await inject({ method: 'GET', url: '/r/no-such-link' })],
      ['404', await inject({ method: 'GET', url: '/nothing/here' })],
      ['404 POST', await inject({ ...ENVELOPE_CALL, url: '/mdr/nothing', payload: '{}' })],
    ];
  };

  beforeAll(async () => {
    plain = await createTestApp('pglite', { config: { publicUrl: null } });
    https = await createTestApp('pglite', { config: { publicUrl: 'https://staff.example.com/' } });
  });
  afterAll(() => Promise.all([plain?.close(), https?.close()]));

  it('every answer carries nosniff, DENY, a CSP without inline script or framing, COOP and the permissions policy', async () => {
    for (const [what, res] of await answers(plain)) {
      for (const name of ['x-content-type-options', 'x-frame-options', 'cross-origin-opener-policy', 'permissions-policy']) {
        expect(res.headers[name], `${what} ${name}`).toBe(SECURITY_HEADERS[name]);
      }
      const csp = String(res.headers['content-security-policy']);
      expect(csp, what).toContain("script-src 'self';");
      expect(csp, what).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  it('a route\'s own stricter header is kept: /r/ sends no referrer', async () => {
    const all = Object.fromEntries(await answers(plain));
    expect(all['/r/ unknown'].headers['referrer-policy']).toBe('no-referrer');
    expect(all['envelope success'].headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('with an https PUBLIC_URL every answer also carries HSTS', async () => {
    for (const [what, res] of await answers(https)) {
      expect(res.headers['strict-transport-security'], what).toBe(HSTS);
      expect(res.headers['x-frame-options'], what).toBe('DENY');
    }
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
  });
});
