import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { oneATask, yieldFirst } from "./one-a-task.ts";

describe("oneATask", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs the steps in order, none in the caller's task and each in a task of its own", () => {
    const ran: string[] = [];
    oneATask([() => ran.push("a"), () => ran.push("b"), () => ran.push("c")]);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["a"]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["a", "b"]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["a", "b", "c"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("yieldFirst goes on through the browser's scheduler.yield where there is one, else in the next task", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yielded });
    await yieldFirst();
    expect(yielded).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
    vi.unstubAllGlobals();

    const resumed = vi.fn();
    void yieldFirst().then(resumed);
    await Promise.resolve();
    expect(resumed).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(resumed).toHaveBeenCalledOnce();
  });
});
