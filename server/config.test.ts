import { describe, expect, it } from "vitest";
import path from "node:path";
import { describeDatabase, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("reads TRUST_PROXY as off, a number of proxy hops, or a list of proxy addresses, never as 'trust everyone'", () => {
    const trust = (value: string | undefined) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;
    for (const off of [undefined, "", "0", "false", "FALSE"]) expect(trust(off)).toBe(false);
    expect(trust("1")).toBe(1);
    expect(trust("true")).toBe(1);
    expect(trust("2")).toBe(2);
    expect(trust("loopback, 10.0.0.0/8,uniquelocal")).toEqual(["loopback", "10.0.0.0/8", "uniquelocal"]);
    expect(trust("192.0.2.10,2001:db8::/32")).toEqual(["192.0.2.10", "2001:db8::/32"]);
    for (const bad of ["yes", "-1", "1.5", "10.0.0.0/33", "2001:db8::/129", "10.0.0.0/8/8", "loopback,", "proxy.example"]) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: .* is not a number of proxies/);
    }
  });
});

describe("loadConfig: limits and the secret", () => {
  it("takes each limit from its environment variable, and the defaults otherwise", () => {
    expect(loadConfig({}).limits).toEqual({
      ipRequestsPerMinute: 1200,
      readsPerMinute: 300,
      writesPerMinute: 30,
      bookingsPerHour: 10,
      pinFailuresPerReservation: 5,
      pinFailuresPerIp: 20,
      pinWindowMinutes: 15,
      signInFailuresPerAccount: 5,
      signInFailuresPerIp: 20,
      signInsPerAccount: 10,
      signInsPerIp: 60,
      consoleWritesPerMinute: 60,
      consoleMessagesPerUserPerHour: 60,
      consoleMessagesPerRestaurantPerHour: 150,
      exportsPerHour: 10,
    });
    const limits = loadConfig({
      COUVERT_IP_REQUESTS_PER_MIN: "5000",
      COUVERT_READS_PER_MIN: "600",
      COUVERT_WRITES_PER_MIN: "60",
      COUVERT_BOOKINGS_PER_HOUR: "3",
      COUVERT_PIN_FAILURES: "0",
      COUVERT_PIN_FAILURES_PER_IP: "40",
      COUVERT_PIN_WINDOW_MIN: "30",
      COUVERT_SIGN_IN_FAILURES: "3",
      COUVERT_SIGN_IN_FAILURES_PER_IP: "9",
      COUVERT_SIGN_INS: "4",
      COUVERT_SIGN_INS_PER_IP: "12",
      COUVERT_CONSOLE_WRITES_PER_MIN: "20",
      COUVERT_CONSOLE_MESSAGES_PER_USER_HOUR: "30",
      COUVERT_CONSOLE_MESSAGES_PER_RESTAURANT_HOUR: "90",
      COUVERT_EXPORTS_PER_HOUR: "2",
    }).limits;
    expect(limits).toEqual({
      ipRequestsPerMinute: 5000,
      readsPerMinute: 600,
      writesPerMinute: 60,
      bookingsPerHour: 3,
      pinFailuresPerReservation: 0,
      pinFailuresPerIp: 40,
      pinWindowMinutes: 30,
      signInFailuresPerAccount: 3,
      signInFailuresPerIp: 9,
      signInsPerAccount: 4,
      signInsPerIp: 12,
      consoleWritesPerMinute: 20,
      consoleMessagesPerUserPerHour: 30,
      consoleMessagesPerRestaurantPerHour: 90,
      exportsPerHour: 2,
    });
  });

  it.each([
    ["COUVERT_READS_PER_MIN", "lots"],
    ["COUVERT_WRITES_PER_MIN", "-1"],
    ["COUVERT_BOOKINGS_PER_HOUR", "2.5"],
    ["COUVERT_PIN_WINDOW_MIN", "15m"],
    ["PORT", "http"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${name}: expected a whole number, got "${value}"`),
    );
  });

  it("refuses a COUVERT_SECRET shorter than 32 characters, and other bad values, with a message", () => {
    expect(() => loadConfig({ COUVERT_SECRET: "short" })).toThrow("COUVERT_SECRET must have at least 32 characters");
    expect(loadConfig({ COUVERT_SECRET: "x".repeat(32) }).secret).toBe("x".repeat(32));
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/^Invalid configuration: LOG_LEVEL: /);
    expect(() => loadConfig({ COUVERT_PUBLIC_URL: "not a url" })).toThrow(/^Invalid configuration: COUVERT_PUBLIC_URL: /);
  });
});

describe("COUVERT_DB", () => {
  it("is SQLite for a path and PostgreSQL for a postgres:// or postgresql:// URL, with COUVERT_DB_POOL", () => {
    expect(loadConfig({ COUVERT_DB: "data/x.db" }).database).toEqual({ engine: "sqlite", file: path.resolve("data/x.db") });
    expect(loadConfig({ COUVERT_DB: "postgresql://u:p@db:5432/c", COUVERT_DB_POOL: "4" }).database).toEqual({
      engine: "postgres",
      url: "postgresql://u:p@db:5432/c",
      poolSize: 4,
    });
    expect(loadConfig({ COUVERT_DB: "postgres://db/c" }).database).toMatchObject({ poolSize: 10 });
    expect(() => loadConfig({ COUVERT_DB: "postgres://db/c", COUVERT_DB_POOL: "0" })).toThrow(/COUVERT_DB_POOL/);
  });

  it("is described without any password, in the user part or in the query", () => {
    const described = describeDatabase(
      loadConfig({ COUVERT_DB: "postgres://couvert:hunter2@db:5432/couvert?password=hunter3&sslmode=require" }).database,
    );
    expect(described).toBe("postgres://couvert@db:5432/couvert");
  });
});

describe("notification settings", () => {
  it("send e-mail over SMTP or into a folder, take an empty setting as none, and refuse messaging without its signing secret", () => {
    expect(loadConfig({}).notifications).toEqual({
      smtpUrl: null,
      mailDir: null,
      mailFrom: "Couvert <no-reply@localhost>",
      messaging: null,
      allowPrivateWebhooks: false,
    });
    expect(loadConfig({ COUVERT_WEBHOOK_ALLOW_PRIVATE: "true" }).notifications.allowPrivateWebhooks).toBe(true);
    expect(() => loadConfig({ COUVERT_WEBHOOK_ALLOW_PRIVATE: "yes" })).toThrow(/COUVERT_WEBHOOK_ALLOW_PRIVATE/);
    expect(loadConfig({ COUVERT_SMTP_URL: "", COUVERT_MAIL_DIR: "" }).notifications).toMatchObject({ smtpUrl: null, mailDir: null });
    expect(loadConfig({ COUVERT_MAIL_DIR: "data/mail" }).notifications.mailDir).toBe(path.resolve("data/mail"));
    expect(loadConfig({ COUVERT_SMTP_URL: "smtps://u:p@mail.example:465" }).notifications.smtpUrl).toBe("smtps://u:p@mail.example:465");
    expect(() => loadConfig({ COUVERT_SMTP_URL: "mail.example:25" })).toThrow(/COUVERT_SMTP_URL: expected smtp:\/\//);
    expect(() => loadConfig({ COUVERT_MESSAGING_WEBHOOK_URL: "https://msg.example/hook" })).toThrow(
      /COUVERT_MESSAGING_WEBHOOK_SECRET is needed/,
    );
    expect(
      loadConfig({ COUVERT_MESSAGING_WEBHOOK_URL: "https://msg.example/hook", COUVERT_MESSAGING_WEBHOOK_SECRET: "0123456789abcdef" })
        .notifications.messaging,
    ).toEqual({ url: "https://msg.example/hook", secret: "0123456789abcdef" });
  });
});

describe("COUVERT_METRICS_TOKEN", () => {
  it("is off when unset or empty, and refuses a short token or one with spaces", () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ COUVERT_METRICS_TOKEN: "" }).metricsToken).toBeNull();
    expect(loadConfig({ COUVERT_METRICS_TOKEN: "0123456789abcdef" }).metricsToken).toBe("0123456789abcdef");
    expect(() => loadConfig({ COUVERT_METRICS_TOKEN: "short" })).toThrow(/COUVERT_METRICS_TOKEN must have at least 16 characters/);
    expect(() => loadConfig({ COUVERT_METRICS_TOKEN: "0123456789 abcdef" })).toThrow(/COUVERT_METRICS_TOKEN must not contain spaces/);
  });
});
