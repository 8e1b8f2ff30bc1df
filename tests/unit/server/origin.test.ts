// @vitest-environment node
// The panel's address for links the server writes: PUBLIC_URL, else the listen
// address with a stand-in for "every interface"; and when HSTS applies.
import { describe, expect, it } from 'vitest';
import { panelBase, servedOverHttps } from '../../../server/core/origin';

describe('panelBase', () => {
  it('is PUBLIC_URL without its trailing slashes when set', () => {
    expect(panelBase({ publicUrl: 'https://staff.example.com/panel//', host: '0.0.0.0', port: 8080 })).toBe('https://staff.example.com/panel');
  });

  it('else the listen address, this machine standing in for every interface, IPv6 bracketed, port 80 left out', () => {
    const at = (host: string, port = 8080) => panelBase({ publicUrl: null, host, port });
    expect(at('127.0.0.1')).toBe('http://127.0.0.1:8080');
    expect(at('panel.internal', 9090)).toBe('http://panel.internal:9090');
    expect(at('0.0.0.0')).toBe('http://127.0.0.1:8080');
    expect(at('::')).toBe('http://localhost:8080');
    expect(at('::1', 80)).toBe('http://[::1]');
  });
});

describe('servedOverHttps', () => {
  it('only for an https PUBLIC_URL', () => {
    expect(servedOverHttps({ publicUrl: 'https://staff.example.com' })).toBe(true);
    expect(servedOverHttps({ publicUrl: 'http://staff.example.com' })).toBe(false);
    expect(servedOverHttps({ publicUrl: null })).toBe(false);
  });
});
