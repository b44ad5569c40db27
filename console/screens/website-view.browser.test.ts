import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { WIDGET_MODULES } from "../../core/modules.ts";
import {
  focused,
  tabTo,
  arriveAfterSwitch,
  retryAfterFailedLoad,
  ALPHA,
  BETA,
  StubConsoleApi,
  expectAccessible,
  mountScreen,
  query,
  settle,
  shownText,
  showsLoadingUntil,
} from "../testing/browser.ts";
import { settingsData, websiteData } from "../testing/fixtures.ts";
import "./website-view.ts";

// The preview's widgets are stand-ins here (the real widget file is the end-to-end tests' part).
for (const tag of ["couvert-booking", "couvert-manage", "couvert-events"]) {
  if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
}

const previewKey = { data: { clearKey: "ck_preview", expiresAt: new Date(Date.now() + 3_600_000).toISOString() } };
const createdKey = (slug: string) => ({
  data: { key: { ...websiteData(ALPHA).keys[0]!, id: `k_new_${slug}`, label: null }, clearKey: `ck_secret_${slug}`, snippet: null },
});

const submitNewKey = (view: HTMLElement) => query(view, "#label").closest("form")!.requestSubmit();

describe("couvert-website-view", () => {
  it("asks for the manage page, says the booking page stands in until then, and saves the address typed", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/website", { data: websiteData(ALPHA) })
      .answer("POST /restaurants/alpha/website/preview-key", previewKey)
      .answer("POST /restaurants/alpha/settings", { data: settingsData(ALPHA) });
    const view = mountScreen("couvert-website-view", api, ALPHA);
    await customElements.whenDefined("couvert-manage-page-card");
    await settle(view);
    expect(shownText(view)).toContain("Until you name one, guest e-mails link to your booking page: https://couvert.test/r/alpha");
    const input = query<HTMLInputElement>(view, "#manageUrl");
    input.value = "bistro.example/booking";
    input.closest("form")!.requestSubmit();
    await settle(view);
    expect(shownText(view)).toContain("Enter a full web address, starting with https://.");
    expect(api.posts().filter((c) => c.path.endsWith("/settings"))).toEqual([]);

    input.value = "https://alpha.example/booking";
    input.closest("form")!.requestSubmit();
    await settle(view);
    expect(api.posts().find((c) => c.path === "/restaurants/alpha/settings")?.body).toEqual({ manageUrl: "https://alpha.example/booking" });
    expect(shownText(view)).toContain("Saved.");
    expect(shownText(view)).not.toContain("Until you name one");
    await expectAccessible(view, "manage page saved");
  });

  it("shows nothing of A under B, and makes B's key at B, when A's answer comes after the switch", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/website", { data: websiteData(BETA) })
      .answer("POST /restaurants/beta/website/preview-key", previewKey)
      .answer("POST /restaurants/beta/keys", createdKey("beta"));
    const late = api.hold("GET /restaurants/alpha/website", { data: websiteData(ALPHA) });
    const view = mountScreen("couvert-website-view", api, ALPHA);
    await arriveAfterSwitch(view, late, BETA);

    expect(shownText(view)).not.toContain("Alpha website key");
    submitNewKey(view);
    await settle(view);
    expect(api.posts().map((c) => c.path)).toEqual(["/restaurants/beta/website/preview-key", "/restaurants/beta/keys"]);
    expect(shownText(view)).toContain("ck_secret_beta");
    expect((await late.asked).signal?.aborted).toBe(true);
  });

  it("never shows A's new key under B when the switch comes while it is made", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/website", { data: websiteData(ALPHA) })
      .answer("GET /restaurants/beta/website", { data: websiteData(BETA) })
      .answer("POST /restaurants/alpha/website/preview-key", previewKey)
      .answer("POST /restaurants/beta/website/preview-key", previewKey);
    const creating = api.hold("POST /restaurants/alpha/keys", createdKey("alpha"));
    const view = mountScreen("couvert-website-view", api, ALPHA);
    await settle(view);
    submitNewKey(view);
    await arriveAfterSwitch(view, creating, BETA);
    expect(shownText(view)).not.toMatch(/ck_secret_alpha|Alpha website key/);
  });

  it("shows a failed load with a retry, then the keys, accessibly", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/website", { error: { code: "internal_error", status: 500 } })
      .answer("POST /restaurants/alpha/website/preview-key", previewKey);
    const view = mountScreen("couvert-website-view", api, ALPHA);
    await retryAfterFailedLoad(view, api, "GET /restaurants/alpha/website", { data: websiteData(ALPHA) });
    expect(shownText(view)).toContain("Alpha website key");
    await expectAccessible(view, "ready");
  });

  it("shows loading, then that there is no key yet, accessibly", async () => {
    const api = new StubConsoleApi().answer("POST /restaurants/beta/website/preview-key", previewKey);
    const held = api.hold("GET /restaurants/beta/website", { data: websiteData(BETA) });
    const view = mountScreen("couvert-website-view", api, BETA);
    await showsLoadingUntil(view, held);
    expect(shownText(view)).toContain("No keys yet.");
    await expectAccessible(view, "empty");
  });

  it("makes a key with the keyboard: what is posted, the key shown once with the focus on it, then the form again", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/website", { data: websiteData(BETA) })
      .answer("POST /restaurants/beta/website/preview-key", previewKey)
      .answer("POST /restaurants/beta/keys", createdKey("beta"));
    const view = mountScreen("couvert-website-view", api, BETA);
    await settle(view);
    await tabTo(view, "#label");
    await userEvent.keyboard("Beta site");
    await tabTo(view, "#allowedOrigins");
    await userEvent.keyboard("https://beta.example");
    await tabTo(view, 'form button[type="submit"]');
    await userEvent.keyboard("{Enter}");
    await settle(view);

    expect(api.callsTo("POST /restaurants/beta/keys").map((c) => c.body)).toEqual([
      { label: "Beta site", modules: [...WIDGET_MODULES], allowedOrigins: ["https://beta.example"], test: false },
    ]);
    expect(query(view, "#clear-key").textContent).toBe("ck_secret_beta");
    expect(focused()).toBe(query(view, "#created-title"));
    await expectAccessible(view, "created");
    await tabTo(view, "#created-title ~ button.primary");
    await userEvent.keyboard("{Enter}");
    await settle(view);
    expect(shownText(view)).not.toContain("ck_secret_beta");
    expect(focused()).toBe(query(view, "#label"));
  });

  it("shows the server's refusal of the websites at their field, with the focus there", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/beta/website", { data: websiteData(BETA) })
      .answer("POST /restaurants/beta/website/preview-key", previewKey)
      .answer("POST /restaurants/beta/keys", {
        error: { code: "invalid_request", field: "allowedOrigins", message: "allowedOrigins: at most one origin per site" },
      });
    const view = mountScreen("couvert-website-view", api, BETA);
    await settle(view);
    submitNewKey(view);
    await settle(view);
    const origins = query(view, "#allowedOrigins");
    expect(origins.getAttribute("aria-invalid")).toBe("true");
    expect(query(view, "#allowedOrigins-error").textContent).toContain("at most one origin per site");
    expect(origins.getAttribute("aria-describedby")).toContain("allowedOrigins-error");
    expect(focused()).toBe(origins);
    await expectAccessible(view, "refused");
  });

  it("adds a website to a key with the keyboard, and shows a refused one at the field", async () => {
    const key = websiteData(ALPHA).keys[0]!;
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/website", { data: websiteData(ALPHA) })
      .answer("POST /restaurants/alpha/website/preview-key", previewKey)
      .answer("POST /restaurants/alpha/keys/k_alpha/origins", {
        error: { code: "invalid_request", field: "allowedOrigins", message: "allowedOrigins: too many" },
      });
    const view = mountScreen("couvert-website-view", api, ALPHA);
    await settle(view);
    await tabTo(view, "#edit", "couvert-key-card");
    await userEvent.keyboard("{Enter}");
    await settle(view);
    const card = query(view, "couvert-key-card");
    expect(focused()).toBe(query(card, "#origins"));
    await userEvent.keyboard("{End}{Enter}https://shop.alpha.example");
    await tabTo(view, 'button[type="submit"]', "couvert-key-card");
    await userEvent.keyboard("{Enter}");
    await settle(view);
    expect(query(card, "#origins").getAttribute("aria-invalid")).toBe("true");
    expect(query(card, "#origins-error").textContent).toContain("too many");
    expect(focused()).toBe(query(card, "#origins"));
    await expectAccessible(view, "refused");

    const allowedOrigins = ["https://alpha.example", "https://shop.alpha.example"];
    api.answer("POST /restaurants/alpha/keys/k_alpha/origins", { data: { key: { ...key, allowedOrigins } } });
    await tabTo(view, 'button[type="submit"]', "couvert-key-card");
    await userEvent.keyboard("{Enter}");
    await settle(view);
    expect(api.posts().map((c) => c.body)).toContainEqual({ allowedOrigins });
    expect(query(card, 'p[role="status"]').textContent).toContain("Saved");
    expect(shownText(card)).toContain("https://shop.alpha.example");
    expect(focused()).toBe(query(card, "#edit"));
  });

  it("shows the test bookings' messages, a failed load of them with a retry, and deletes them", async () => {
    const testKey = { ...websiteData(ALPHA).keys[0]!, id: "k_test", prefix: "ck_test_A", test: true };
    const message = {
      id: 1,
      channel: "email",
      topic: "booking_confirmed",
      recipient: "guest@example.com",
      createdAt: "2030-06-01T10:00:00.000Z",
      subject: "Your table at Alpha Bistro",
      body: "See you soon.",
    };
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/website", { data: { ...websiteData(ALPHA), keys: [testKey] } })
      .answer("POST /restaurants/alpha/website/preview-key", previewKey)
      .answer("GET /restaurants/alpha/website/test-space", { error: { code: "internal_error", status: 500 } })
      .answer("POST /restaurants/alpha/website/test-space/purge", { data: { deleted: 1 } });
    const view = mountScreen("couvert-website-view", api, ALPHA);
    await settle(view);
    const panel = query(view, "couvert-test-space-panel");
    expect(query(panel, '[role="alert"]').textContent).toMatch(/\S/);
    await expectAccessible(view, "failed");
    api.answer("GET /restaurants/alpha/website/test-space", { data: { messages: [message] } });
    query<HTMLButtonElement>(panel, '[role="alert"] + button:not(.danger)').click();
    await settle(view);
    expect(shownText(panel)).toContain("Your table at Alpha Bistro");
    expect(api.posts().map((c) => c.path)).toEqual(["/restaurants/alpha/website/preview-key"]);
    await expectAccessible(view, "messages");

    api.answer("GET /restaurants/alpha/website/test-space", { data: { messages: [] } });
    query<HTMLButtonElement>(panel, "button.danger").click();
    await settle(view);
    expect(shownText(panel)).toContain("Deleted 1 test booking.");
    expect(shownText(panel)).toContain("No test messages yet.");
  });

  it("shows the hosted booking page's address and its QR code, offered as an SVG file", async () => {
    const api = new StubConsoleApi()
      .answer("GET /restaurants/alpha/website", { data: websiteData(ALPHA) })
      .answer("POST /restaurants/alpha/website/preview-key", previewKey);
    const view = mountScreen("couvert-website-view", api, ALPHA);
    await settle(view);
    await customElements.whenDefined("couvert-hosted-page-card");
    const card = query(view, "couvert-hosted-page-card");
    await (card as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
    expect(query(card, "#hosted-page-url").textContent).toBe("https://couvert.test/r/alpha");
    expect(query<HTMLAnchorElement>(card, 'a[target="_blank"]').href).toBe("https://couvert.test/r/alpha");
    const qr = query<HTMLImageElement>(card, "img.qr");
    expect(qr.alt).toBe("QR code that opens https://couvert.test/r/alpha");
    expect(decodeURIComponent(qr.src)).toBe(`data:image/svg+xml,${websiteData(ALPHA).hostedPage.qrSvg}`);
    await qr.decode();
    expect(qr.naturalWidth).toBeGreaterThan(0);
    expect(query<HTMLAnchorElement>(card, "a[download]").download).toBe("alpha-booking-page-qr.svg");
    await expectAccessible(view, "hosted page");
  });
});
