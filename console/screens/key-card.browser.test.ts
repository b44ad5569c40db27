import { describe, expect, it } from "vitest";
import { RestaurantCalls, type ScreenWrite } from "../load-task.ts";
import { ALPHA, StubConsoleApi, query, screenContext, settle, shownText } from "../testing/browser.ts";
import { websiteData } from "../testing/fixtures.ts";
import type { CouvertKeyCard } from "./key-card.ts";
import "./key-card.ts";

const key = websiteData(ALPHA).keys[0]!;

/** A screen's write to `slug`, as the website screen hands its cards; `null`: another restaurant is shown by the answer. */
const writeTo =
  (api: StubConsoleApi, slug: string | null): ScreenWrite =>
  async (call) => {
    if (slug === null) return null;
    return { value: await call(new RestaurantCalls(api, slug)) };
  };

/** A's key on a card that writes through `write`, its revocation asked and confirmed; the keys it told the screen of. */
async function revoke(api: StubConsoleApi, write: ScreenWrite): Promise<{ card: CouvertKeyCard; changed: unknown[] }> {
  document.body.replaceChildren();
  const card = document.createElement("couvert-key-card");
  Object.assign(card, { context: screenContext(api, ALPHA), apiKey: key, write });
  const changed: unknown[] = [];
  card.addEventListener("couvert-key-changed", (e) => changed.push(e.detail));
  document.body.append(card);
  await card.updateComplete;
  query<HTMLButtonElement>(card, "#revoke").click();
  await card.updateComplete;
  query<HTMLButtonElement>(card, "#question + .row button.danger").click();
  await settle(card);
  return { card, changed };
}

describe("couvert-key-card", () => {
  it("revokes through the screen's write, to the restaurant whose keys are shown", async () => {
    const revoked = { ...key, revokedAt: "2030-06-02T10:00:00.000Z" };
    const api = new StubConsoleApi().answer("POST /restaurants/beta/keys/k_alpha/revoke", { data: { key: revoked } });
    const { card, changed } = await revoke(api, writeTo(api, "beta"));
    expect(api.posts().map((c) => c.path)).toEqual(["/restaurants/beta/keys/k_alpha/revoke"]);
    expect(changed).toEqual([revoked]);
    expect(shownText(card)).toContain("Revoked: the key no longer works anywhere.");
  });

  it("tells nothing when the write's answer belongs to no card on screen", async () => {
    const api = new StubConsoleApi();
    const { changed } = await revoke(api, writeTo(api, null));
    expect(api.posts()).toEqual([]);
    expect(changed).toEqual([]);
  });
});
