import path from "node:path";
import * as z from "zod/mini";

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

const EnvSchema = z.object({
  PORT: IntFromEnv(8787),
  HOST: z._default(z.string(), "127.0.0.1"),
  COUVERT_DB: z._default(z.string(), "./data/couvert.db"),
  COUVERT_SECRET: z.optional(z.string().check(z.minLength(32, "COUVERT_SECRET must have at least 32 characters"))),
  COUVERT_PUBLIC_URL: z.optional(z.url()),
  TRUST_PROXY: z._default(z.enum(["", "0", "1", "true", "false"]), ""),
  LOG_LEVEL: z._default(z.enum(["debug", "info", "warn", "error", "silent"]), "info"),
  COUVERT_READS_PER_MIN: IntFromEnv(300),
  COUVERT_WRITES_PER_MIN: IntFromEnv(30),
  COUVERT_BOOKINGS_PER_HOUR: IntFromEnv(10),
  COUVERT_PIN_FAILURES: IntFromEnv(5),
  COUVERT_PIN_FAILURES_PER_IP: IntFromEnv(20),
  COUVERT_PIN_WINDOW_MIN: IntFromEnv(15),
});

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

export interface Limits {
  readsPerMinute: number;
  writesPerMinute: number;
  bookingsPerHour: number;
  pinFailuresPerReservation: number;
  pinFailuresPerIp: number;
  pinWindowMinutes: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  databasePath: string;
  /** Explicit secret; when absent one is kept in a file beside the database (security/secret.ts). */
  secret: string | undefined;
  publicUrl: string;
  trustProxy: boolean;
  logLevel: LogLevel;
  limits: Limits;
}

/** Reads the environment once, at start, and refuses to start on a bad value (CONTRACT §7, §10). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databasePath: path.resolve(e.COUVERT_DB),
    secret: e.COUVERT_SECRET,
    publicUrl: (e.COUVERT_PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ""),
    trustProxy: e.TRUST_PROXY === "1" || e.TRUST_PROXY === "true",
    logLevel: e.LOG_LEVEL,
    limits: {
      readsPerMinute: e.COUVERT_READS_PER_MIN,
      writesPerMinute: e.COUVERT_WRITES_PER_MIN,
      bookingsPerHour: e.COUVERT_BOOKINGS_PER_HOUR,
      pinFailuresPerReservation: e.COUVERT_PIN_FAILURES,
      pinFailuresPerIp: e.COUVERT_PIN_FAILURES_PER_IP,
      pinWindowMinutes: e.COUVERT_PIN_WINDOW_MIN,
    },
  };
}
