import { describe, expect, it } from "vitest";
import { helpFor, runCommandLine } from "./run.ts";
import { COMMANDS } from "./registry.ts";

describe("--help", () => {
  it("prints a command's usage and what it does, exit 0, without reading the configuration or opening a database", async () => {
    // No COUVERT_DB, a secret too short to start with: help needs neither.
    const result = await runCommandLine(["key", "create", "--help"], { COUVERT_SECRET: "short" }, COMMANDS);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^ {2}couvert key create --restaurant SLUG/);
    expect(result.stdout).toContain(COMMANDS.find((c) => c.path.join(" ") === "key create")!.summary);
    expect(result.stdout.trim().split("\n")).toHaveLength(1);
  });

  it("names the command from its words, with or without its arguments, and -h too", () => {
    const shown = (...argv: string[]) => helpFor(argv, COMMANDS)!.stdout;
    expect(shown("reservation", "show", "123456", "-h")).toMatch(/^ {2}couvert reservation show /);
    expect(shown("help", "key", "create")).toBe(shown("key", "create", "--help"));
  });

  it("lists every command a group's word begins, and the server's own commands", () => {
    const keys = helpFor(["key", "--help"], COMMANDS)!;
    const names = keys.stdout
      .trim()
      .split("\n")
      .map((line) => line.trim().split(" ").slice(0, 3).join(" "));
    expect(names).toEqual(COMMANDS.filter((c) => c.path[0] === "key").map((c) => `couvert ${c.path.join(" ")}`));
    expect(helpFor(["serve", "--help"], COMMANDS)!.stdout).toContain("run the production server");
    expect(helpFor(["db", "--help"], COMMANDS)!.stdout).toContain("couvert db migrate");
  });

  it("lists everything for `couvert --help` and `couvert help`; an unknown command is an error", () => {
    for (const argv of [["--help"], ["help"]]) {
      const all = helpFor(argv, COMMANDS)!;
      expect(all.exitCode).toBe(0);
      expect(all.stdout).toMatch(/^Usage: couvert <command>/);
      for (const c of COMMANDS) expect(all.stdout).toContain(c.usage);
    }
    const unknown = helpFor(["tabel", "--help"], COMMANDS)!;
    expect([unknown.exitCode, unknown.stdout]).toEqual([1, ""]);
    expect(unknown.stderr).toMatch(/^Unknown command: tabel\n/);
  });

  it("is not asked for by a command line without it", () => {
    expect(helpFor(["key", "create", "--restaurant", "x"], COMMANDS)).toBeNull();
  });
});
