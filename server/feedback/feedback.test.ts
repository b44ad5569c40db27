import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { book, ownerJson, setStatus } from "../modules/reservation/test-support.ts";
import { recipientOf as to, startNotificationTest } from "../notifications/test-support.ts";
import { consoleGet, consolePost, signedInTab } from "../testing/console-session.ts";
import { seedRestaurant } from "../testing/fixtures.ts";

let t: Awaited<ReturnType<typeof startNotificationTest>> | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** The test booking starts Tuesday 2 June 2026 at 19:00 in Berlin; the next morning's 10:00 there is 08:00 UTC. */
const NEXT_MORNING = "2026-06-03T08:00:00Z";

async function start() {
  t = await startNotificationTest();
  await t.server.ctx.restaurants.updateSettings(t.restaurant.id, { webhookUrl: null }, t.server.clock.now());
  return t;
}

/** Books, confirms, seats and completes a visit; returns its number. */
async function completedVisit(overrides: Record<string, unknown> = {}): Promise<number> {
  const { server, key, restaurant } = t!;
  const { reservation_number: number } = await book(server, key, overrides);
  await setStatus(server, restaurant.slug, number, "confirmed");
  await setStatus(server, restaurant.slug, number, "seated");
  await setStatus(server, restaurant.slug, number, "completed");
  return number;
}

const feedbackRows = () => t!.outboxRows().then((rows) => rows.filter((r) => r.topic === "guest.feedback_request"));

/** Sends what is due at NEXT_MORNING and returns the link of the feedback e-mail to `email`. */
async function feedbackLink(email: string): Promise<string> {
  const { server, mail } = t!;
  const w = t!.worker();
  await w.deliverAllDue();
  const sent = (await t!.outboxRows()).filter((r) => r.status === "sent").length;
  await mail.waitFor(sent);
  server.clock.set(NEXT_MORNING);
  await w.deliverAllDue();
  await mail.waitFor(sent + 1);
  const message = mail.messages.slice(sent).find((m) => to(m) === email)!;
  return new URL(/https?:\/\/\S+\/feedback\/[\w-]+/.exec(message.text!)![0]).pathname;
}

const answer = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  t!.server.request(path, {
    method: "POST",
    body: new URLSearchParams(form).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: t!.server.url, ...headers },
  });

describe("the after-visit e-mail", () => {
  it("goes out the next morning at 10:00 in the guest's language, once, only for completed visits", async () => {
    const { server, mail, restaurant, key } = await start();
    await completedVisit({ guest_locale: "de-DE", guest_email: "ada@example.org" });
    const noShow = await book(server, key, { guest_email: "noshow@example.org", starts_at: "2026-06-02T16:00:00Z" });
    await setStatus(server, restaurant.slug, noShow.reservation_number, "confirmed");
    await setStatus(server, restaurant.slug, noShow.reservation_number, "no_show", "2026-06-02T16:00:00Z");
    const cancelled = await book(server, key, { guest_email: "gone@example.org", starts_at: "2026-06-02T15:00:00Z" });
    await setStatus(server, restaurant.slug, cancelled.reservation_number, "cancelled");
    await completedVisit({ guest_email: "quiet@example.org", notify_email: false, guest_phone: "+4930123456", notify_whatsapp: true });

    expect((await feedbackRows()).map((r) => [r.recipient, r.not_before])).toEqual([["ada@example.org", NEXT_MORNING]]);
    const stored = await server.rows<{ token_hash: string }>(sql`SELECT token_hash FROM feedback`);
    expect(stored).toHaveLength(1);

    const w = t!.worker();
    await w.deliverAllDue();
    const before = mail.messages.length;
    expect(mail.messages.some((m) => m.subject?.startsWith("Wie war"))).toBe(false);
    server.clock.set(NEXT_MORNING);
    await w.deliverAllDue();
    const [message] = (await mail.waitFor(before + 1)).slice(before);
    expect(to(message!)).toBe("ada@example.org");
    expect(message!.subject).toBe(`Wie war Ihr Besuch im ${restaurant.name}?`);
    const token = /\/feedback\/([\w-]+)/.exec(message!.text!)![1]!;
    expect(token).toHaveLength(43);
    expect(stored[0]!.token_hash).not.toContain(token);
    const page = await server.request(`/feedback/${token}`);
    expect(page.text).toContain('<html lang="de">');
    expect(page.text).toContain("Ihre Bewertung");
    expect((await feedbackRows())[0]!.status).toBe("sent");
  });

  it("speaks a language beyond English and German on its page too (migration 024's guest_language)", async () => {
    await start();
    await completedVisit({ guest_locale: "fr-FR", guest_email: "ada@example.org" });
    const path = await feedbackLink("ada@example.org");
    const page = await t!.server.request(path);
    expect(page.text).toContain('<html lang="fr">');
  });

  it("is not sent when the restaurant turned feedbackEmails off, before or after the visit was completed", async () => {
    const { server, restaurant } = await start();
    await completedVisit({ guest_email: "before@example.org" });
    await ownerJson(server, "restaurant", "update", restaurant.slug, "--set", "feedbackEmails=false");
    await completedVisit({ guest_email: "after@example.org", starts_at: "2026-06-02T15:00:00Z" });
    expect((await feedbackRows()).map((r) => r.recipient)).toEqual(["before@example.org"]);
    server.clock.set(NEXT_MORNING);
    await t!.worker().deliverAllDue();
    expect((await feedbackRows()).map((r) => r.status)).toEqual(["skipped"]);
  });
});

describe("the feedback page", () => {
  it("takes one answer, refuses a second and a post from another site, and e-mails the owner a low rating", async () => {
    const { server, mail } = await start();
    const number = await completedVisit({ guest_email: "ada@example.org" });
    const path = await feedbackLink("ada@example.org");

    const page = await server.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text.match(/type="radio" name="rating"/g)).toHaveLength(5);

    expect((await answer(path, { rating: "2", comment: "Cold soup" }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await answer(path, { rating: "9" })).status).toBe(400);
    const first = await answer(path, { rating: "2", comment: "  Cold soup  " });
    expect(first.status).toBe(200);
    expect(first.text).toContain("Thank you!");
    const second = await answer(path, { rating: "5", comment: "Changed my mind" });
    expect(second.status).toBe(409);
    expect(second.text).toContain("Already answered");
    expect(await server.rows(sql`SELECT rating, comment FROM feedback`)).toEqual([{ rating: 2, comment: "Cold soup" }]);

    const before = mail.messages.length;
    await t!.worker().deliverAllDue();
    const alerts = (await mail.waitFor(before + 2)).slice(before);
    expect(alerts.map(to).sort()).toEqual(["host@bistro.example", "owner@bistro.example"]);
    expect(alerts[0]!.subject).toBe("Low rating (2/5) from Ada Lovelace");
    expect(alerts[0]!.text).toContain("Cold soup");
    expect(alerts[0]!.text).toContain(`Reservation ${number}`);
  });

  it("e-mails a low rating to each owner address in its reader's language (docs/api.md §16.1a)", async () => {
    const { server, mail, restaurant } = await start();
    await server.ctx.restaurants.updateSettings(restaurant.id, { country: "DE" }, server.clock.now());
    await signedInTab(server, restaurant, "host@bistro.example", "staff");
    await server.ctx.services.languages.choose((await server.ctx.store.read.users.findByEmail("host@bistro.example"))!.id, "en");
    await completedVisit({ guest_email: "ada@example.org" });
    expect((await answer(await feedbackLink("ada@example.org"), { rating: "1" })).status).toBe(200);

    const before = mail.messages.length;
    await t!.worker().deliverAllDue();
    const alerts = (await mail.waitFor(before + 2)).slice(before);
    const subjects = Object.fromEntries(alerts.map((m) => [to(m), m.subject]));
    expect(subjects).toEqual({
      "host@bistro.example": "Low rating (1/5) from Ada Lovelace",
      "owner@bistro.example": "Schlechte Bewertung (1/5) von Ada Lovelace",
    });
  });

  it("says an expired link has expired, and an unknown one is not found", async () => {
    const { server } = await start();
    await completedVisit();
    const path = await feedbackLink("ada@example.org");
    server.clock.set("2026-06-17T08:00:01Z"); // 14 days after the e-mail was due
    const expired = await server.request(path);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain("This link has expired");
    expect((await answer(path, { rating: "5" })).status).toBe(410);
    expect((await server.request(`/feedback/${"x".repeat(43)}`)).status).toBe(404);
  });
});

describe("the owner's feedback", () => {
  it("lists answers, publishes one to GET /reviews as first name and initial only, and unpublishes it", async () => {
    const { server, restaurant, key } = await start();
    await completedVisit({ guest_first_name: "Ada", guest_last_name: "Lovelace" });
    const path = await feedbackLink("ada@example.org");
    await answer(path, { rating: "5", comment: "Wonderful evening" });

    const owner = await signedInTab(server, restaurant, "owner@bistro.example", "owner");
    const staff = await signedInTab(server, restaurant, "staff@bistro.example", "staff");
    const list = await consoleGet(server, staff, restaurant, "/feedback");
    expect(list.status).toBe(200);
    const [item] = list.json.data.items;
    expect(item).toMatchObject({ guestName: "Ada Lovelace", author: "Ada L.", rating: 5, comment: "Wonderful evening", publishedAt: null });
    expect(list.json.data.averageRating).toBe(5);

    const reviews = async () => (await server.request("/api/v1/reviews", { key })).json.data;
    expect((await reviews()).count).toBe(0);
    expect((await consolePost(server, staff, restaurant, `/feedback/${item.id}/publish`, {})).status).toBe(403);
    const published = await consolePost(server, owner, restaurant, `/feedback/${item.id}/publish`, {});
    expect(published.status).toBe(200);
    expect(published.json.data.feedback.publishedAt).toBe(
      server.clock
        .now()
        .toISOString()
        .replace(/\.\d{3}Z$/, "Z"),
    );
    const shown = await reviews();
    expect(shown).toMatchObject({ count: 1, averageRating: 5 });
    expect(shown.items).toEqual([
      { id: item.id, author: "Ada L.", rating: 5, text: "Wonderful evening", source: "couvert", createdAt: item.answeredAt },
    ]);
    expect(JSON.stringify(shown)).not.toContain("Lovelace");

    expect((await consolePost(server, owner, restaurant, `/feedback/${item.id}/unpublish`, {})).json.data.feedback.publishedAt).toBeNull();
    expect((await reviews()).count).toBe(0);
  });

  it("one restaurant never sees nor publishes another's feedback", async () => {
    const { server, restaurant } = await start();
    await completedVisit();
    await answer(await feedbackLink("ada@example.org"), { rating: "4" });
    const { restaurant: other } = await seedRestaurant(server.ctx);
    const otherOwner = await signedInTab(server, other, "other@elsewhere.example", "owner");
    expect((await consoleGet(server, otherOwner, other, "/feedback")).json.data.items).toEqual([]);
    const [row] = await server.rows<{ id: string }>(sql`SELECT id FROM feedback`);
    const refused = await consolePost(server, otherOwner, other, `/feedback/${row!.id}/publish`, {});
    expect(refused.status).toBe(404);
    expect((await consoleGet(server, otherOwner, restaurant, "/feedback")).status).toBe(403);
    expect(await server.rows(sql`SELECT published_at FROM feedback`)).toEqual([{ published_at: null }]);
  });
});
