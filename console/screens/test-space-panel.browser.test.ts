import { describe, expect, it } from "vitest";
import { ALPHA, BETA, StubConsoleApi, arriveAfterSwitch, mountScreen, query, settle, shownText } from "../testing/browser.ts";
import "./test-space-panel.ts";

const message = (restaurant: string) => ({
  id: 1,
  channel: "email",
  topic: "booking_confirmed",
  recipient: "guest@example.com",
  createdAt: "2030-06-01T10:00:00.000Z",
  subject: `Your table at ${restaurant}`,
  body: "See you soon.",
});

describe("couvert-test-space-panel", () => {
  it("shows nothing of A under B when A's test space comes after the switch", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/website/test-space", { data: { messages: [message("Alpha Bistro")] } })
      .answer("GET /restaurants/beta/website/test-space", { data: { messages: [message("Beta Brasserie")] } });
    const held = api.hold("GET /restaurants/alpha/website/test-space");
    const panel = mountScreen("couvert-test-space-panel", api, ALPHA);
    await arriveAfterSwitch(panel, held, BETA);
    expect(shownText(panel)).toContain("Your table at Beta Brasserie");
    expect(shownText(panel)).not.toContain("Alpha Bistro");
  });

  it("says nothing under B of a purge of A's test bookings answered after the switch", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/website/test-space", { data: { messages: [message("Alpha Bistro")] } })
      .answer("GET /restaurants/beta/website/test-space", { data: { messages: [message("Beta Brasserie")] } })
      .answer("POST /restaurants/alpha/website/test-space/purge", { data: { deleted: 3 } });
    const panel = mountScreen("couvert-test-space-panel", api, ALPHA);
    await settle(panel);
    const held = api.hold("POST /restaurants/alpha/website/test-space/purge");
    query<HTMLButtonElement>(panel, "button.danger").click();
    await arriveAfterSwitch(panel, held, BETA);
    expect(shownText(panel)).toContain("Your table at Beta Brasserie");
    expect(shownText(panel)).not.toContain("Deleted 3");
    expect(api.callsTo("GET /restaurants/alpha/website/test-space")).toHaveLength(1);
  });
});
