import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onDocumentLang } from "./document-lang.ts";

/** MutationObservers as the page would make them: counted, each with its callback and whether it still observes. */
const made: { notify: () => void; observing: boolean }[] = [];
class FakeObserver {
  private readonly record: { notify: () => void; observing: boolean };
  constructor(callback: () => void) {
    this.record = { notify: callback, observing: false };
    made.push(this.record);
  }
  observe(): void {
    this.record.observing = true;
  }
  disconnect(): void {
    this.record.observing = false;
  }
}

// Stubbed per test and restored after it: the unit project's files share one module registry and
// globals (vitest.config.ts, isolate: false), and a document left stubbed breaks lit-html's import.
beforeEach(() => {
  vi.stubGlobal("MutationObserver", FakeObserver);
  vi.stubGlobal("document", { documentElement: {} });
});

afterEach(() => {
  made.length = 0;
  vi.unstubAllGlobals();
});

describe("onDocumentLang", () => {
  it("serves every subscriber with one observer, dropped with the last one and made anew for the next", () => {
    const heard: string[] = [];
    const releaseA = onDocumentLang(() => heard.push("a"));
    const releaseB = onDocumentLang(() => heard.push("b"));
    expect(made).toHaveLength(1);
    made[0]!.notify();
    expect(heard).toEqual(["a", "b"]);

    releaseA();
    expect(made[0]!.observing).toBe(true);
    made[0]!.notify();
    expect(heard).toEqual(["a", "b", "b"]);
    releaseB();
    expect(made[0]!.observing).toBe(false);

    const releaseC = onDocumentLang(() => heard.push("c"));
    expect(made).toHaveLength(2);
    expect(made[1]!.observing).toBe(true);
    releaseC();
    releaseC();
    expect(made[1]!.observing).toBe(false);
  });
});
