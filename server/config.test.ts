import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

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
