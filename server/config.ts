import { isIP } from 'node:net';
import { PERMISSION_KEYS } from '../contract/access/modules';

// Settings from the environment (12-factor): every one has a default, and a bad
// value stops the server with a message naming the variable and what is allowed,
// instead of starting with a half-understood configuration.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const SEED_MODES = ['auto', 'always', 'never'] as const;
export type SeedMode = (typeof SEED_MODES)[number];

export interface Config {
  port: number;
  host: string;
  /** directory of the embedded database and its lock file; ':memory:' for tests */
  dataDir: string;
  /** postgres://… ; null: the embedded PGlite database in dataDir */
  databaseUrl: string | null;
  dbPoolSize: number;
  /** name parameterised statements (server/db/prepared.ts) */
  dbPreparedStatements: boolean;
  /** postgres://… for the one connection that LISTENs (server/db/notifications.ts); null: databaseUrl */
  databaseListenUrl: string | null;
  logLevel: LogLevel;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  loginMaxAttempts: number;
  /** failed sign-ins for one username from every address within 15 minutes that lock the account */
  loginAccountMaxAttempts: number;
  loginLockMinutes: number;
  /** failed sign-ins from one address, whatever the username, within 15 minutes before code -6 */
  loginAddressMaxAttempts: number;
  seedDemo: SeedMode;
  officialSiteUrl: string;
  /** the proxies whose X-Forwarded-For is believed (addresses, CIDRs, proxy-addr names); false: none */
  trustProxy: string[] | false;
  /** origin (and path) of the panel for links such as the QR sign-in code; null: the listen address (server/core/origin.ts) */
  publicUrl: string | null;
  qrTicketSeconds: number;
  /** permission keys whose holders must enrol two-factor sign-in before those modules open */
  require2faKeys: string[];
  /** a withdrawal of at least this many fen needs two different approvers */
  withdrawalFourEyesCents: number;
  stepUpAtSignIn: boolean;
  /** a feedback ticket open or processing longer than this is overdue */
  feedbackSlaHours: number;
  /** exception events older than this many days are removed */
  exceptionRetentionDays: number;
  jobsKeepDays: number;
  /** the bearer token that opens /metrics on the app's port; null: not served there (server/core/metrics.ts) */
  metricsToken: string | null;
  /** a port on 127.0.0.1 serving /metrics without a token; null: none */
  metricsPort: number | null;
  /** the API document at /docs for anyone; false: for signed-in staff holding api_docs.read (server/core/docs-access.ts) */
  publicDocs: boolean;
  /** how long opening a queued item keeps it claimed for its reader */
  reviewClaimMinutes: number;
  /** queue item type → hours it may wait before it is overdue (server/queue: each source's own when not named) */
  reviewTargetHours: Record<string, number>;
  /** webhook URLs may name loopback and private addresses (tests, the demo); false in production */
  webhookAllowPrivate: boolean;
  /** the first retry of a failed webhook delivery waits this long; each next one twice as long, at most an hour */
  webhookRetryBaseMs: number;
  /** a webhook request not answered within this is a failed attempt */
  webhookTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Parser<T> = (raw: string) => T | undefined;

interface Setting<K extends keyof Config = keyof Config> {
  name: string;
  key: K;
  default: string;
  description: string;
  /** what is allowed, for the error message */
  allowed: string;
  parse: Parser<Config[K]>;
}

const int = (min: number, max: number): Parser<number> => (raw) => {
  if (!/^\d+$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
};
const oneOf = <T extends string>(values: readonly T[]): Parser<T> => (raw) =>
  (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
const nonEmpty: Parser<string> = (raw) => (raw.trim() ? raw.trim() : undefined);
const url = (protocols: string[]): Parser<string> => (raw) => {
  try {
    return protocols.includes(new URL(raw).protocol) ? raw : undefined;
  } catch {
    return undefined;
  }
};
const bool: Parser<boolean> = (raw) =>
  ['true', '1', 'yes'].includes(raw.toLowerCase()) ? true : ['false', '0', 'no'].includes(raw.toLowerCase()) ? false : undefined;

function setting<K extends keyof Config>(s: Setting<K>): Setting {
  return s as unknown as Setting;
}

/** proxy-addr's names for address ranges, which Fastify's trustProxy also takes. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function proxyEntryOk(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: false, or the proxies in front of the server. `true` (believe
 * every hop) is refused: the left-most X-Forwarded-For entry is whatever the
 * client wrote, so sign-in limits and the audit log would take a forged address.
 */
const proxyList: Parser<string[] | false> = (raw) => {
  const value = raw.trim();
  if (['', 'false', '0', 'no'].includes(value.toLowerCase())) return false;
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  return entries.length && entries.every(proxyEntryOk) ? [...new Set(entries)] : undefined;
};

/** REQUIRE_2FA_KEYS=auto: these on DATABASE_URL (production), none on the embedded demo database. */
export const PRODUCTION_2FA_KEYS = ['mdr.orders', 'mdr.wow.author', 'menu.use.user'];
const AUTO = 'auto';

const keyList: Parser<string[]> = (raw) => {
  if (raw.trim() === AUTO) return [AUTO];
  const keys = raw.split(',').map((k) => k.trim()).filter(Boolean);
  return keys.every((k) => PERMISSION_KEYS.includes(k)) ? [...new Set(keys)] : undefined;
};

/** `type=hours,…` (REVIEW_TARGET_HOURS): each name snake_case, each number 1..8760. */
const hoursByName: Parser<Record<string, number>> = (raw) => {
  const pairs = raw.split(',').map((p) => p.trim()).filter(Boolean).map((p) => p.split('=').map((x) => x.trim()));
  if (pairs.some((p) => p.length !== 2 || !/^[a-z][a-z0-9_]*$/.test(p[0]) || int(1, 8760)(p[1]) === undefined)) return undefined;
  return Object.fromEntries(pairs.map(([name, hours]) => [name, Number(hours)]));
};

/** Seconds (decimals allowed) within bounds, as milliseconds. */
const seconds = (min: number, max: number): Parser<number> => (raw) => {
  if (!/^\d+(\.\d+)?$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? Math.round(n * 1000) : undefined;
};
/** WEBHOOK_ALLOW_PRIVATE=auto, decided by loadConfig once DATABASE_URL is known. */
const undefinedAuto = null as unknown as boolean;

/** Every setting, in the order the docs list them. */
export const SETTINGS: Setting[] = [
  setting({ name: 'PORT', key: 'port', default: '8080', allowed: 'an integer 1..65535', parse: int(1, 65535),
    description: 'Port the API and the built panel listen on.' }),
  setting({ name: 'HOST', key: 'host', default: '127.0.0.1', allowed: 'a host name or address', parse: nonEmpty,
    description: 'Address to listen on (0.0.0.0 for every interface).' }),
  setting({ name: 'DATA_DIR', key: 'dataDir', default: './data', allowed: 'a directory path', parse: nonEmpty,
    description: 'Directory of the embedded PGlite database and its lock file (unused with DATABASE_URL).' }),
  setting({ name: 'DATABASE_URL', key: 'databaseUrl', default: '', allowed: 'empty or a postgres:// / postgresql:// URL',
    parse: (raw) => (raw === '' ? null : url(['postgres:', 'postgresql:'])(raw)),
    description: 'PostgreSQL server to use instead of the embedded database (production).' }),
  setting({ name: 'DB_POOL_SIZE', key: 'dbPoolSize', default: '10', allowed: 'an integer 1..1000', parse: int(1, 1000),
    description: 'Maximum connections in the PostgreSQL pool.' }),
  setting({ name: 'DB_PREPARED_STATEMENTS', key: 'dbPreparedStatements', default: 'true', allowed: 'true | false', parse: bool,
    description: 'PostgreSQL parses each statement once per connection and may keep its plan; false behind a connection pooler that does not keep prepared statements (PgBouncer in transaction mode before 1.21).' }),
  setting({ name: 'DATABASE_LISTEN_URL', key: 'databaseListenUrl', default: '', allowed: 'empty or a postgres:// / postgresql:// URL',
    parse: (raw) => (raw === '' ? null : url(['postgres:', 'postgresql:'])(raw)),
    description: 'PostgreSQL address of the one connection each instance keeps open to LISTEN for the other instances\' events (signed-out sessions…); empty: DATABASE_URL. Set it to PostgreSQL itself when DATABASE_URL goes through a pooler in transaction mode, which does not deliver notifications (docs/deploy.md).' }),
  setting({ name: 'LOG_LEVEL', key: 'logLevel', default: 'info', allowed: LOG_LEVELS.join(' | '), parse: oneOf(LOG_LEVELS),
    description: 'Log level of the server (JSON lines on stdout).' }),
  setting({ name: 'SESSION_IDLE_MINUTES', key: 'sessionIdleMinutes', default: '120', allowed: 'an integer 1..525600',
    parse: int(1, 525600), description: 'A session unused this long must sign in again.' }),
  setting({ name: 'SESSION_ABSOLUTE_HOURS', key: 'sessionAbsoluteHours', default: '12', allowed: 'an integer 1..8760',
    parse: int(1, 8760), description: 'A session ends this long after sign-in, used or not.' }),
  setting({ name: 'LOGIN_MAX_ATTEMPTS', key: 'loginMaxAttempts', default: '5', allowed: 'an integer 1..1000',
    parse: int(1, 1000), description: 'Failed sign-ins (and wrong step-up or two-factor codes) per username and address within 15 minutes before code -6; a successful sign-in starts the count again.' }),
  setting({ name: 'LOGIN_ACCOUNT_MAX_ATTEMPTS', key: 'loginAccountMaxAttempts', default: '10', allowed: 'an integer 1..1000',
    parse: int(1, 1000), description: 'Failed sign-ins for one username from all addresses together within 15 minutes that lock the account for LOGIN_LOCK_MINUTES (code -6; the member is told in the message centre; an admin may unlock it on the staff page).' }),
  setting({ name: 'LOGIN_LOCK_MINUTES', key: 'loginLockMinutes', default: '15', allowed: 'an integer 1..10080',
    parse: int(1, 10080), description: 'How long an account stays locked after LOGIN_ACCOUNT_MAX_ATTEMPTS failures, unless an admin unlocks it sooner.' }),
  setting({ name: 'LOGIN_ADDRESS_MAX_ATTEMPTS', key: 'loginAddressMaxAttempts', default: '20', allowed: 'an integer 1..100000',
    parse: int(1, 100_000), description: 'Failed sign-ins from one client address, whatever the usernames, within 15 minutes before that address gets code -6 (also unknown QR tickets).' }),
  setting({ name: 'SEED_DEMO', key: 'seedDemo', default: 'auto', allowed: SEED_MODES.join(' | '), parse: oneOf(SEED_MODES),
    description: 'Demo data: auto fills an empty embedded database only; always fills any empty database; never.' }),
  setting({ name: 'OFFICIAL_SITE_URL', key: 'officialSiteUrl', default: 'https://worldofwarcraft.blizzard.com',
    allowed: 'an http:// or https:// URL', parse: url(['http:', 'https:']),
    description: 'The official website opened by the external menu entry.' }),
  setting({ name: 'TRUST_PROXY', key: 'trustProxy', default: 'false',
    allowed: 'false, or a comma-separated list of the proxies\' addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8; also loopback, linklocal, uniquelocal). '
      + 'true is refused: it would believe any X-Forwarded-For a client writes; list the proxy addresses instead',
    parse: proxyList,
    description: 'The load balancers / reverse proxies in front of the server (addresses or CIDRs, comma-separated). The client address is the right-most X-Forwarded-For entry that is not one of them; false: the connection\'s address, X-Forwarded-* ignored.' }),
  setting({ name: 'PUBLIC_URL', key: 'publicUrl', default: '', allowed: 'empty or an http:// or https:// URL',
    parse: (raw) => (raw === '' ? null : url(['http:', 'https:'])(raw)),
    description: 'Address staff open the panel at, for the link in the QR sign-in code (empty: http://HOST:PORT, 127.0.0.1 standing in for 0.0.0.0 — set it for phones); https also turns HSTS on.' }),
  setting({ name: 'QR_TICKET_SECONDS', key: 'qrTicketSeconds', default: '120', allowed: 'an integer 10..3600',
    parse: int(10, 3600), description: 'A QR sign-in code not confirmed and collected within this time expires.' }),
  setting({ name: 'REQUIRE_2FA_KEYS', key: 'require2faKeys', default: AUTO,
    allowed: `auto, empty, or comma-separated permission keys (${PERMISSION_KEYS.join(', ')})`, parse: keyList,
    description: `Staff holding any of these keys must enrol two-factor sign-in before those modules open. auto: ${PRODUCTION_2FA_KEYS.join(',')} with DATABASE_URL, none on the embedded demo database.` }),
  setting({ name: 'STEP_UP_AT_SIGN_IN', key: 'stepUpAtSignIn', default: 'true', allowed: 'true | false', parse: bool,
    description: 'A password sign-in counts as the step-up confirmation for its first 5 minutes; false: every step-up command asks for the code or password once per 5 minutes, right from sign-in.' }),
  setting({ name: 'WITHDRAWAL_FOUR_EYES_CENTS', key: 'withdrawalFourEyesCents', default: '500000',
    allowed: 'an integer 1..100000000000 (fen)', parse: int(1, 100_000_000_000),
    description: 'A withdrawal requested at or above this amount (fen; 500000 = ¥5,000.00) needs two different approvers.' }),
  setting({ name: 'FEEDBACK_SLA_HOURS', key: 'feedbackSlaHours', default: '24', allowed: 'an integer 1..8760', parse: int(1, 8760),
    description: 'A feedback ticket still open or processing this many hours after it was submitted is marked overdue.' }),
  setting({ name: 'EXCEPTION_RETENTION_DAYS', key: 'exceptionRetentionDays', default: '90', allowed: 'an integer 1..3650', parse: int(1, 3650),
    description: 'Exception events (and their per-day counts) older than this many days are removed; the groups and their totals stay.' }),
  setting({ name: 'JOBS_KEEP_DAYS', key: 'jobsKeepDays', default: '30', allowed: 'an integer 1..3650', parse: int(1, 3650),
    description: 'Bulk jobs finished (done, cancelled or stopped) more than this many days ago are removed with their items, by the job runner of any instance (hourly).' }),
  setting({ name: 'METRICS_TOKEN', key: 'metricsToken', default: '', allowed: 'empty or at least 16 characters without spaces',
    parse: (raw) => (raw === '' ? null : /^\S{16,}$/.test(raw) ? raw : undefined),
    description: 'Bearer token that opens GET /metrics (Prometheus text) on the API port; empty: /metrics is not served there (docs/deploy.md).' }),
  setting({ name: 'METRICS_PORT', key: 'metricsPort', default: '', allowed: 'empty or an integer 1..65535',
    parse: (raw) => (raw === '' ? null : int(1, 65535)(raw)),
    description: 'A second port, bound to 127.0.0.1, that serves GET /metrics without a token to a scraper on the same host; empty: none.' }),
  setting({ name: 'PUBLIC_DOCS', key: 'publicDocs', default: 'false', allowed: 'true | false', parse: bool,
    description: 'true: the API document (/docs, /docs/json: every route and action key) is served to anyone; false: only to signed-in staff holding api_docs.read, who open it from the panel (docs/deploy.md).' }),
  setting({ name: 'REVIEW_CLAIM_MINUTES', key: 'reviewClaimMinutes', default: '10', allowed: 'an integer 1..1440', parse: int(1, 1440),
    description: 'Opening an item of the review queue claims it for its reader this many minutes (renewed while it stays open); others see who has it, and their decisions on it are refused until then.' }),
  setting({ name: 'REVIEW_TARGET_HOURS', key: 'reviewTargetHours', default: '', allowed: 'empty or type=hours pairs, comma-separated (hours 1..8760)', parse: hoursByName,
    description: 'Hours an item of the review queue may wait before it is overdue, per type (articles, builds, authors, live_rooms, feedback, withdrawals, exceptions); a type not named keeps its own (24 hours for content, 4 for withdrawals).' }),
  setting({ name: 'WEBHOOK_ALLOW_PRIVATE', key: 'webhookAllowPrivate', default: AUTO, allowed: 'auto | true | false',
    parse: (raw) => (raw === AUTO ? undefinedAuto : bool(raw)),
    description: 'Webhook URLs may name loopback, private and link-local addresses (a receiver on this machine). auto: true on the embedded demo database, false with DATABASE_URL.' }),
  setting({ name: 'WEBHOOK_RETRY_BASE_SECONDS', key: 'webhookRetryBaseMs', default: '10', allowed: 'a number of seconds 0.1..3600',
    parse: seconds(0.1, 3600),
    description: 'A webhook delivery that failed is tried again after this many seconds, then after twice as long each time (at most an hour apart), until 24 hours after its notice.' }),
  setting({ name: 'WEBHOOK_TIMEOUT_SECONDS', key: 'webhookTimeoutMs', default: '10', allowed: 'a number of seconds 0.1..60',
    parse: seconds(0.1, 60),
    description: 'A webhook request not answered within this many seconds is a failed attempt (retried later).' }),
];

/** The table of settings for docs: name, default, description. */
export const SETTINGS_TABLE = SETTINGS.map(({ name, default: def, description }) => ({ name, default: def, description }));

/** Reads every setting; throws ConfigError listing each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const s of SETTINGS) {
    const raw = env[s.name];
    const value = s.parse(raw === undefined ? s.default : raw);
    if (value === undefined) problems.push(`${s.name}=${JSON.stringify(raw)} is not allowed: expected ${s.allowed}`);
    else values[s.key] = value;
  }
  if (problems.length) throw new ConfigError(problems);
  const config = values as unknown as Config;
  if (config.require2faKeys[0] === AUTO) config.require2faKeys = config.databaseUrl ? PRODUCTION_2FA_KEYS : [];
  // the demo (embedded database) posts to receivers on this machine; production only to public addresses
  if (config.webhookAllowPrivate === undefinedAuto) config.webhookAllowPrivate = !config.databaseUrl;
  return config;
}
