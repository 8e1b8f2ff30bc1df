// Settings from the environment: defaults, and each bad value named.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTINGS_TABLE } from '../../../server/config';

describe('config', () => {
  it('has a default for every setting', () => {
    expect(loadConfig({})).toEqual({
      port: 8080, host: '127.0.0.1', dataDir: './data', databaseUrl: null, dbPoolSize: 10, dbPreparedStatements: true, databaseListenUrl: null, logLevel: 'info',
      sessionIdleMinutes: 120, sessionAbsoluteHours: 12, loginMaxAttempts: 5, loginAccountMaxAttempts: 10, loginLockMinutes: 15, loginAddressMaxAttempts: 20, seedDemo: 'auto',
      officialSiteUrl: 'https://worldofwarcraft.blizzard.com', trustProxy: false, publicUrl: null, qrTicketSeconds: 120,
      require2faKeys: [],
      withdrawalFourEyesCents: 500000,
      stepUpAtSignIn: true,
      feedbackSlaHours: 24,
      exceptionRetentionDays: 90,
      jobsKeepDays: 30,
      metricsToken: null,
      metricsPort: null,
      publicDocs: false,
      reviewClaimMinutes: 10,
      reviewTargetHours: {},
      webhookAllowPrivate: true, webhookRetryBaseMs: 10_000, webhookTimeoutMs: 10_000,
    });
    // WEBHOOK_ALLOW_PRIVATE=auto: a receiver on this machine only for the embedded demo database
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).webhookAllowPrivate).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', WEBHOOK_ALLOW_PRIVATE: 'true' }).webhookAllowPrivate).toBe(true);
    expect(loadConfig({ WEBHOOK_RETRY_BASE_SECONDS: '0.2' }).webhookRetryBaseMs).toBe(200);
    expect(SETTINGS_TABLE.map((s) => s.name)).toEqual([
      'PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'DB_POOL_SIZE', 'DB_PREPARED_STATEMENTS', 'DATABASE_LISTEN_URL', 'LOG_LEVEL', 'SESSION_IDLE_MINUTES',
      'SESSION_ABSOLUTE_HOURS', 'LOGIN_MAX_ATTEMPTS', 'LOGIN_ACCOUNT_MAX_ATTEMPTS', 'LOGIN_LOCK_MINUTES', 'LOGIN_ADDRESS_MAX_ATTEMPTS', 'SEED_DEMO', 'OFFICIAL_SITE_URL', 'TRUST_PROXY',
      'PUBLIC_URL', 'QR_TICKET_SECONDS', 'REQUIRE_2FA_KEYS', 'STEP_UP_AT_SIGN_IN', 'WITHDRAWAL_FOUR_EYES_CENTS', 'FEEDBACK_SLA_HOURS', 'EXCEPTION_RETENTION_DAYS',
      'JOBS_KEEP_DAYS', 'METRICS_TOKEN', 'METRICS_PORT', 'PUBLIC_DOCS',
      'REVIEW_CLAIM_MINUTES', 'REVIEW_TARGET_HOURS', 'WEBHOOK_ALLOW_PRIVATE', 'WEBHOOK_RETRY_BASE_SECONDS', 'WEBHOOK_TIMEOUT_SECONDS',
    ]);
    for (const s of SETTINGS_TABLE) expect(s.description.length).toBeGreaterThan(10);
  });

  it('reads good values', () => {
    const c = loadConfig({
      PORT: '9000', DATABASE_URL: 'postgres://u:p@db:5432/mdr', LOG_LEVEL: 'debug', SEED_DEMO: 'never', TRUST_PROXY: ' 10.0.0.1, 10.0.0.0/8 ,fd00::/8,::1,loopback',
      PUBLIC_URL: 'https://mdr.example.com/panel/', QR_TICKET_SECONDS: '60',
    });
    expect(c).toMatchObject({
      port: 9000, databaseUrl: 'postgres://u:p@db:5432/mdr', logLevel: 'debug', seedDemo: 'never', trustProxy: ['10.0.0.1', '10.0.0.0/8', 'fd00::/8', '::1', 'loopback'],
      publicUrl: 'https://mdr.example.com/panel/', qrTicketSeconds: 60,
      require2faKeys: ['mdr.orders', 'mdr.wow.author', 'menu.use.user'],
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/mdr', REQUIRE_2FA_KEYS: '' }).require2faKeys).toEqual([]);
    for (const off of ['', 'false', 'no', '0']) expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
    expect(loadConfig({ LOGIN_ACCOUNT_MAX_ATTEMPTS: '3', LOGIN_LOCK_MINUTES: '60', LOGIN_ADDRESS_MAX_ATTEMPTS: '500' }))
      .toMatchObject({ loginAccountMaxAttempts: 3, loginLockMinutes: 60, loginAddressMaxAttempts: 500 });
    expect(loadConfig({ REQUIRE_2FA_KEYS: 'mdr.db, mdr.orders' }).require2faKeys).toEqual(['mdr.db', 'mdr.orders']);
    expect(loadConfig({ METRICS_TOKEN: 'a-long-scrape-token-42', METRICS_PORT: '9464' })).toMatchObject({ metricsToken: 'a-long-scrape-token-42', metricsPort: 9464 });
    expect(loadConfig({ PUBLIC_DOCS: 'true' }).publicDocs).toBe(true);
  });

  it('names every bad variable and what is allowed', () => {
    const bad = {
      PORT: '80a', HOST: ' ', DB_POOL_SIZE: '0', LOG_LEVEL: 'loud', SESSION_IDLE_MINUTES: '-5', SESSION_ABSOLUTE_HOURS: '1.5',
      LOGIN_MAX_ATTEMPTS: '', SEED_DEMO: 'sometimes', OFFICIAL_SITE_URL: 'ftp://x', TRUST_PROXY: 'maybe', DATABASE_URL: 'mysql://x/y',
      PUBLIC_URL: 'mdr.example.com', QR_TICKET_SECONDS: '5', REQUIRE_2FA_KEYS: 'mdr.nope',
      METRICS_TOKEN: 'short', METRICS_PORT: '70000', PUBLIC_DOCS: 'public',
    };
    let err: unknown;
    try {
      loadConfig(bad);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems;
    expect(problems).toHaveLength(Object.keys(bad).length);
    for (const name of Object.keys(bad)) expect(problems.some((p) => p.startsWith(`${name}=`))).toBe(true);
    expect((err as Error).message).toContain('LOG_LEVEL="loud" is not allowed: expected fatal | error | warn | info | debug | trace | silent');
    expect((err as Error).message).toContain('PORT="80a" is not allowed: expected an integer 1..65535');
    expect((err as Error).message).toContain('QR_TICKET_SECONDS="5" is not allowed: expected an integer 10..3600');
  });

  it('refuses TRUST_PROXY=true (any client could forge its address) and anything but addresses or CIDRs', () => {
    const problem = (value: string) => {
      try {
        loadConfig({ TRUST_PROXY: value });
      } catch (e) {
        return (e as ConfigError).problems.join('\n');
      }
      return null;
    };
    expect(problem('true')).toMatch(/^TRUST_PROXY="true" is not allowed: .*true is refused: .*list the proxy addresses instead/);
    for (const bad of ['yes', '1', '10.0.0.1,proxy.example.com', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '256.1.1.1', ',', '10.0.0.0/x']) {
      expect(problem(bad), bad).toMatch(/^TRUST_PROXY=/);
    }
    for (const name of ['LOGIN_ACCOUNT_MAX_ATTEMPTS', 'LOGIN_LOCK_MINUTES', 'LOGIN_ADDRESS_MAX_ATTEMPTS']) {
      for (const bad of ['0', '-1', 'ten', '']) {
        expect(() => loadConfig({ [name]: bad })).toThrow(new RegExp(`${name}="${bad}" is not allowed: expected an integer 1\\.\\.`));
      }
    }
  });
});
