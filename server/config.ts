import { isIP } from "node:net";
import path from "node:path";
import * as z from "zod/mini";
import { SECRET_MIN_LENGTH } from "./security/secret.ts";

const IntFromEnv = (fallback: number) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((raw, ctx) => {
      if (raw === undefined || raw === "") return fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < 0) {
        ctx.issues.push({ code: "custom", message: `expected a whole number, got "${raw}"`, input: raw });
        return z.NEVER;
      }
      return value;
    }),
  );

/**
 * Which proxies in front of the server may name the client in `X-Forwarded-For` (Express's
 * `trust proxy`). Never `true`: that trusts every hop, so any client could pick its own address
 * with the header and step around every per-IP limit.
 */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_PRESETS = ["loopback", "linklocal", "uniquelocal"];

/**
 * `TRUST_PROXY`: empty, `0` or `false` → off; a whole number N → N proxies in front (`1` and `true`
 * → one, the usual reverse proxy); else a comma-separated list of proxy addresses, CIDR ranges or
 * Express's presets (`loopback`, `linklocal`, `uniquelocal`).
 */
export function parseTrustProxy(raw: string): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const value = raw.trim().toLowerCase();
  if (value === "" || value === "0" || value === "false") return { ok: true, value: false };
  if (value === "true") return { ok: true, value: 1 };
  if (/^\d+$/.test(value)) return { ok: true, value: Number(value) };
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !TRUST_PROXY_PRESETS.includes(entry) && !isAddressOrCidr(entry));
  if (bad !== undefined) {
    return {
      ok: false,
      message:
        `"${bad}" is not a number of proxies, an IP address, a CIDR range or one of ${TRUST_PROXY_PRESETS.join(", ")} ` +
        '(e.g. TRUST_PROXY=1 for one reverse proxy, or TRUST_PROXY="loopback, 10.0.0.0/8")',
    };
  }
  return { ok: true, value: entries };
}

function isAddressOrCidr(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const TrustProxyFromEnv = z.pipe(
  z.optional(z.string()),
  z.transform((raw, ctx): TrustProxy => {
    const parsed = parseTrustProxy(raw ?? "");
    if (parsed.ok) return parsed.value;
    ctx.issues.push({ code: "custom", message: parsed.message, input: raw });
    return z.NEVER;
  }),
);

/** A shorter metrics token would be guessable; `openssl rand -hex 32` gives 64 characters. */
const METRICS_TOKEN_MIN_LENGTH = 16;

const EnvSchema = z.object({
  PORT: IntFromEnv(8787),
  HOST: z._default(z.string(), "127.0.0.1"),
  COUVERT_DB: z._default(z.string().check(z.minLength(1, "COUVERT_DB must name a file or a postgres:// URL")), "./data/couvert.db"),
  COUVERT_DB_POOL: IntFromEnv(10),
  COUVERT_SECRET: z.optional(
    z.string().check(z.minLength(SECRET_MIN_LENGTH, `COUVERT_SECRET must have at least ${SECRET_MIN_LENGTH} characters`)),
  ),
  COUVERT_PUBLIC_URL: z.optional(z.url()),
  TRUST_PROXY: TrustProxyFromEnv,
  LOG_LEVEL: z._default(z.enum(["debug", "info", "warn", "error", "silent"]), "info"),
  COUVERT_IP_REQUESTS_PER_MIN: IntFromEnv(1200),
  COUVERT_READS_PER_MIN: IntFromEnv(300),
  COUVERT_WRITES_PER_MIN: IntFromEnv(30),
  COUVERT_BOOKINGS_PER_HOUR: IntFromEnv(10),
  COUVERT_PIN_FAILURES: IntFromEnv(5),
  COUVERT_PIN_FAILURES_PER_IP: IntFromEnv(20),
  COUVERT_PIN_WINDOW_MIN: IntFromEnv(15),
  COUVERT_SIGN_IN_FAILURES: IntFromEnv(5),
  COUVERT_SIGN_IN_FAILURES_PER_IP: IntFromEnv(20),
  COUVERT_SIGN_INS: IntFromEnv(10),
  COUVERT_SIGN_INS_PER_IP: IntFromEnv(60),
  COUVERT_CONSOLE_WRITES_PER_MIN: IntFromEnv(60),
  COUVERT_CONSOLE_MESSAGES_PER_USER_HOUR: IntFromEnv(60),
  COUVERT_CONSOLE_MESSAGES_PER_RESTAURANT_HOUR: IntFromEnv(150),
  COUVERT_EXPORTS_PER_HOUR: IntFromEnv(10),
  COUVERT_SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\/[^\s]+$/, "expected smtp://user:pass@host:587 or smtps://…"))),
  COUVERT_MAIL_FROM: z.optional(z.string().check(z.minLength(3))),
  COUVERT_MAIL_DIR: z.optional(z.string()),
  COUVERT_MESSAGING_WEBHOOK_URL: z.optional(z.url({ protocol: /^https?$/ })),
  COUVERT_WEBHOOK_ALLOW_PRIVATE: z._default(z.enum(["true", "false", "1", "0"]), "false"),
  COUVERT_MESSAGING_WEBHOOK_SECRET: z.optional(
    z.string().check(z.minLength(16, "COUVERT_MESSAGING_WEBHOOK_SECRET must have at least 16 characters")),
  ),
  COUVERT_METRICS_TOKEN: z.optional(
    z
      .string()
      .check(
        z.minLength(METRICS_TOKEN_MIN_LENGTH, `COUVERT_METRICS_TOKEN must have at least ${METRICS_TOKEN_MIN_LENGTH} characters`),
        z.regex(/^\S+$/, "COUVERT_METRICS_TOKEN must not contain spaces"),
      ),
  ),
});

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

export interface Limits {
  /** Every /api/v1 request per client IP, keyed or not: a generous guard against floods. */
  ipRequestsPerMinute: number;
  readsPerMinute: number;
  writesPerMinute: number;
  bookingsPerHour: number;
  pinFailuresPerReservation: number;
  pinFailuresPerIp: number;
  pinWindowMinutes: number;
  /** Owner-console sign-ins (docs/api.md §16.2): wrong passwords per account and per client, in the PIN window. */
  signInFailuresPerAccount: number;
  signInFailuresPerIp: number;
  /** Sign-in attempts of any outcome, each a password hash (docs/api.md §16.2). */
  signInsPerAccount: number;
  signInsPerIp: number;
  /** Owner-console writes per person (docs/api.md §16.4). */
  consoleWritesPerMinute: number;
  /** Messages to guest addresses that console bookings send, per person and per restaurant (docs/api.md §16.4). */
  consoleMessagesPerUserPerHour: number;
  consoleMessagesPerRestaurantPerHour: number;
  /** The owner console's CSV exports a person may start in an hour (docs/api.md §16.6). */
  exportsPerHour: number;
}

/**
 * Where messages go (README "Notifications"). E-mail: SMTP, or a folder of .eml files instead;
 * without either, e-mail stays queued. Messaging: a signed POST to the provider integration.
 */
export interface NotificationsConfig {
  smtpUrl: string | null;
  mailDir: string | null;
  mailFrom: string;
  messaging: { url: string; secret: string } | null;
  /** Whether restaurants' webhooks may go to private addresses (a self-hosted receiver on the same network). */
  allowPrivateWebhooks: boolean;
}

/** `COUVERT_DB`: a file path is SQLite, a `postgres://` or `postgresql://` URL is PostgreSQL. */
export type DatabaseConfig = { engine: "sqlite"; file: string } | { engine: "postgres"; url: string; poolSize: number };

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Explicit secret; when absent one is kept in `secretFile` (security/secret.ts). */
  secret: string | undefined;
  /** Beside the SQLite file; for PostgreSQL in `./data`, for a single demo server (production sets COUVERT_SECRET). */
  secretFile: string;
  publicUrl: string;
  /** False when COUVERT_PUBLIC_URL is unset and `publicUrl` is only HOST and PORT as this process sees them. */
  publicUrlSet: boolean;
  trustProxy: TrustProxy;
  logLevel: LogLevel;
  limits: Limits;
  notifications: NotificationsConfig;
  /** `COUVERT_METRICS_TOKEN`: GET /metrics answers only with it (docs/api.md §17); null, and there is no /metrics. */
  metricsToken: string | null;
}

/** Reads the environment once, at start, and refuses to start on a bad value (docs/api.md §7, §10). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(withoutEmpty(env, EMPTY_MEANS_UNSET));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const database = databaseConfig(e.COUVERT_DB, e.COUVERT_DB_POOL);
  return {
    port: e.PORT,
    host: e.HOST,
    database,
    secret: e.COUVERT_SECRET,
    secretFile: path.join(database.engine === "sqlite" ? path.dirname(database.file) : path.resolve("data"), "couvert.secret"),
    publicUrl: (e.COUVERT_PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ""),
    publicUrlSet: e.COUVERT_PUBLIC_URL !== undefined,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    limits: {
      ipRequestsPerMinute: e.COUVERT_IP_REQUESTS_PER_MIN,
      readsPerMinute: e.COUVERT_READS_PER_MIN,
      writesPerMinute: e.COUVERT_WRITES_PER_MIN,
      bookingsPerHour: e.COUVERT_BOOKINGS_PER_HOUR,
      pinFailuresPerReservation: e.COUVERT_PIN_FAILURES,
      pinFailuresPerIp: e.COUVERT_PIN_FAILURES_PER_IP,
      pinWindowMinutes: e.COUVERT_PIN_WINDOW_MIN,
      signInFailuresPerAccount: e.COUVERT_SIGN_IN_FAILURES,
      signInFailuresPerIp: e.COUVERT_SIGN_IN_FAILURES_PER_IP,
      signInsPerAccount: e.COUVERT_SIGN_INS,
      signInsPerIp: e.COUVERT_SIGN_INS_PER_IP,
      consoleWritesPerMinute: e.COUVERT_CONSOLE_WRITES_PER_MIN,
      consoleMessagesPerUserPerHour: e.COUVERT_CONSOLE_MESSAGES_PER_USER_HOUR,
      consoleMessagesPerRestaurantPerHour: e.COUVERT_CONSOLE_MESSAGES_PER_RESTAURANT_HOUR,
      exportsPerHour: e.COUVERT_EXPORTS_PER_HOUR,
    },
    notifications: notificationsConfig(e),
    metricsToken: e.COUVERT_METRICS_TOKEN ?? null,
  };
}

/** Settings where `COUVERT_SMTP_URL=` (left empty) means not given, as a deploy template often leaves them. */
const EMPTY_MEANS_UNSET = [
  "COUVERT_WEBHOOK_ALLOW_PRIVATE",
  "COUVERT_SMTP_URL",
  "COUVERT_MAIL_FROM",
  "COUVERT_MAIL_DIR",
  "COUVERT_MESSAGING_WEBHOOK_URL",
  "COUVERT_MESSAGING_WEBHOOK_SECRET",
  "COUVERT_METRICS_TOKEN",
];

function withoutEmpty(env: NodeJS.ProcessEnv, names: readonly string[]): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name, value]) => !(names.includes(name) && value === "")));
}

function notificationsConfig(e: z.infer<typeof EnvSchema>): NotificationsConfig {
  if (e.COUVERT_MESSAGING_WEBHOOK_URL && !e.COUVERT_MESSAGING_WEBHOOK_SECRET) {
    throw new Error("Invalid configuration: COUVERT_MESSAGING_WEBHOOK_SECRET is needed to sign what goes to COUVERT_MESSAGING_WEBHOOK_URL");
  }
  return {
    smtpUrl: e.COUVERT_SMTP_URL ?? null,
    mailDir: e.COUVERT_MAIL_DIR ? path.resolve(e.COUVERT_MAIL_DIR) : null,
    mailFrom: e.COUVERT_MAIL_FROM ?? "Couvert <no-reply@localhost>",
    messaging: e.COUVERT_MESSAGING_WEBHOOK_URL
      ? { url: e.COUVERT_MESSAGING_WEBHOOK_URL, secret: e.COUVERT_MESSAGING_WEBHOOK_SECRET! }
      : null,
    allowPrivateWebhooks: e.COUVERT_WEBHOOK_ALLOW_PRIVATE === "true" || e.COUVERT_WEBHOOK_ALLOW_PRIVATE === "1",
  };
}

function databaseConfig(value: string, poolSize: number): DatabaseConfig {
  if (/^postgres(ql)?:\/\//i.test(value)) {
    if (poolSize < 1) throw new Error("Invalid configuration: COUVERT_DB_POOL: at least 1 connection is needed");
    return { engine: "postgres", url: value, poolSize };
  }
  return { engine: "sqlite", file: path.resolve(value) };
}

/**
 * Where the database is, for messages: the file, or `postgres://user@host:port/database` alone,
 * so that no password (in the user part or a query parameter) is ever printed.
 */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.engine === "sqlite") return database.file;
  const url = new URL(database.url);
  const user = url.username ? `${url.username}@` : "";
  return `${url.protocol}//${user}${url.host}${url.pathname}`;
}
