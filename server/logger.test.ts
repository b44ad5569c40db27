import { describe, expect, it } from "vitest";
import { captureLog } from "./testing/capture-log.ts";

describe("createLogger", () => {
  it("writes one JSON line per entry, with the level's name and an ISO time", () => {
    const log = captureLog("info");
    log.logger.info({ n: 1 }, "hello");
    expect(log.text().endsWith("\n")).toBe(true);
    expect(log.entries()).toEqual([{ level: "info", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/), n: 1, msg: "hello" }]);
  });

  it("drops entries below its level, and all of them when silent", () => {
    const warn = captureLog("warn");
    warn.logger.info("no");
    warn.logger.warn("yes");
    expect(warn.entries().map((e) => e.msg)).toEqual(["yes"]);
    const silent = captureLog("silent");
    silent.logger.error("no");
    expect(silent.text()).toBe("");
  });

  it("redacts secrets by name at the top level and one level down, and the credential headers", () => {
    const log = captureLog("debug");
    const names = ["key", "apiKey", "api_key", "pin", "guest_pin", "password", "secret", "token"];
    const fields = Object.fromEntries(names.map((name) => [name, `top-${name}`]));
    const nested = Object.fromEntries(names.map((name) => [name, `nested-${name}`]));
    log.logger.debug({
      ...fields,
      body: nested,
      req: { headers: { authorization: "Bearer header-key", cookie: "session=header-cookie", accept: "*/*" } },
      res: { headers: { "set-cookie": "session=header-set-cookie" } },
    });
    const [entry] = log.entries();
    for (const name of names) expect([entry![name], entry!.body[name]]).toEqual(["[Redacted]", "[Redacted]"]);
    expect(entry!.req.headers).toEqual({ authorization: "[Redacted]", cookie: "[Redacted]", accept: "*/*" });
    expect(entry!.res.headers["set-cookie"]).toBe("[Redacted]");
    expect(log.text()).not.toMatch(/top-|nested-|header-/);
  });

  it("logs an error by its name, message and stack, not the properties a library hangs on it", () => {
    const log = captureLog("debug");
    log.logger.error({ err: Object.assign(new SyntaxError("bad"), { body: '{"pin":"4711"' }) }, "failed");
    const [entry] = log.entries();
    expect(Object.keys(entry!.err).sort()).toEqual(["message", "stack", "type"]);
    expect(entry!.err).toMatchObject({ type: "SyntaxError", message: "bad" });
    expect(log.text()).not.toContain("4711");
  });
});
