import { afterEach, describe, expect, it, vi } from "vitest";
import type { CouvertElement } from "./couvert-element.ts";
import { ReservationForm } from "./reservation-form.ts";

/** A host that records its controllers and nothing else: the form's life cycle is what is tested. */
function fakeHost() {
  const controllers: { hostDisconnected?: () => void }[] = [];
  const host = { addController: (c: (typeof controllers)[number]) => controllers.push(c), requestUpdate: () => {} };
  return { host: host as unknown as CouvertElement, controllers };
}

afterEach(() => vi.unstubAllGlobals());

describe("ReservationForm as a controller", () => {
  it("adds itself to its host, and removes a held pointer's window listeners when the host disconnects", () => {
    const listeners = new Set<unknown>();
    vi.stubGlobal("addEventListener", (_type: string, listener: unknown) => listeners.add(listener));
    vi.stubGlobal("removeEventListener", (_type: string, listener: unknown) => listeners.delete(listener));
    const { host, controllers } = fakeHost();
    const form = new ReservationForm(host, true);
    expect(controllers).toContain(form);

    form.holdTouches();
    expect(listeners.size).toBe(1); // the same function for pointerup and pointercancel
    form.hostDisconnected();
    expect(listeners.size).toBe(0);
    // A new press after reconnecting holds again.
    form.holdTouches();
    expect(listeners.size).toBe(1);
  });
});
