// A session's user agent read into device, browser and system
// (server/modules/session/device.ts, with bowser).
import { describe, expect, it } from 'vitest';
import { deviceOf } from '../../../server/modules/session/device';

describe('deviceOf', () => {
  it('names the browser with its major version, the system, and a phone or tablet by its model', () => {
    expect(deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'))
      .toEqual({ device: null, browser: 'Chrome 131', os: 'macOS' });
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'))
      .toEqual({ device: 'iPhone', browser: 'Safari 17', os: 'iOS' });
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'))
      .toMatchObject({ device: 'iPad', os: 'iOS' });
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'))
      .toEqual({ device: null, browser: 'Microsoft Edge 131', os: 'Windows' });
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'))
      .toEqual({ device: null, browser: 'Firefox 128', os: 'Linux' });
  });

  it('leaves unknown what the agent does not say: none, a script, blanks', () => {
    expect(deviceOf('')).toEqual({ device: null, browser: null, os: null });
    expect(deviceOf('   ')).toEqual({ device: null, browser: null, os: null });
    expect(deviceOf('curl/8.5.0')).toEqual({ device: null, browser: null, os: null });
  });
});
