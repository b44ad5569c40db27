import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onPageRoot, type RootChange } from "./page-root.ts";

type Records = { attributeName: string }[];

/** MutationObservers as the page would make them: counted, each with its callback, what it observes, and whether it still does. */
const made: { notify: (records: Records) => void; targets: object[]; observing: boolean }[] = [];
class FakeObserver {
  private readonly record: { notify: (records: Records) => void; targets: object[]; observing: boolean };
  constructor(callback: (records: Records) => void) {
    this.record = { notify: callback, targets: [], observing: false };
    made.push(this.record);
  }
  observe(target: object): void {
    this.record.targets.push(target);
    this.record.observing = true;
  }
  disconnect(): void {
    this.record.observing = false;
  }
}

const html = { name: "html" };
const body = { name: "body" };

// Stubbed per test and restored after it: the unit project's files share one module registry and
// globals (vitest.config.ts, isolate: false), and a document left stubbed breaks lit-html's import.
beforeEach(() => {
  vi.stubGlobal("MutationObserver", FakeObserver);
  vi.stubGlobal("document", { documentElement: html, body });
});

afterEach(() => {
  made.length = 0;
  vi.unstubAllGlobals();
});

describe("onPageRoot", () => {
  it("serves every subscriber with one observer of <html> and <body>, dropped with the last one and made anew for the next", () => {
    const heard: string[] = [];
    const releaseA = onPageRoot(() => heard.push("a"));
    const releaseB = onPageRoot(() => heard.push("b"));
    expect(made).toHaveLength(1);
    expect(made[0]!.targets).toEqual([html, body]);
    made[0]!.notify([{ attributeName: "lang" }]);
    expect(heard).toEqual(["a", "b"]);

    releaseA();
    expect(made[0]!.observing).toBe(true);
    made[0]!.notify([{ attributeName: "lang" }]);
    expect(heard).toEqual(["a", "b", "b"]);
    releaseB();
    expect(made[0]!.observing).toBe(false);

    const releaseC = onPageRoot(() => heard.push("c"));
    expect(made).toHaveLength(2);
    expect(made[1]!.observing).toBe(true);
    releaseC();
    releaseC();
    expect(made[1]!.observing).toBe(false);
  });

  it("tells a change of language from one of anything else (a site's theme), both when a batch holds both", () => {
    const heard: RootChange[] = [];
    const release = onPageRoot((change) => heard.push(change));
    made[0]!.notify([{ attributeName: "lang" }]);
    made[0]!.notify([{ attributeName: "class" }, { attributeName: "data-theme" }]);
    made[0]!.notify([{ attributeName: "style" }, { attributeName: "lang" }]);
    expect(heard).toEqual([
      { lang: true, look: false },
      { lang: false, look: true },
      { lang: true, look: true },
    ]);
    release();
  });

  it("observes a <body> that was not there yet when the first element subscribed", () => {
    vi.stubGlobal("document", { documentElement: html, body: null });
    const releaseA = onPageRoot(() => undefined);
    expect(made[0]!.targets).toEqual([html]);
    vi.stubGlobal("document", { documentElement: html, body });
    const releaseB = onPageRoot(() => undefined);
    expect(made).toHaveLength(1);
    expect(made[0]!.targets).toEqual([html, body]);
    releaseA();
    releaseB();
  });
});
