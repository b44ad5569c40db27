import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cliContext } from "../../testing/cli-context.ts";

let t: Awaited<ReturnType<typeof cliContext>>;
let dir: string;
beforeEach(async () => {
  t = await cliContext("2026-06-10T18:00:00Z");
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "couvert-content-"));
  await t.json("restaurant", "create", "--name", "Bistro", "--slug", "b", "--timezone", "Europe/Berlin");
});
afterEach(async () => {
  await t.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

const R = ["--restaurant", "b"];
function file(name: string, content: unknown): string {
  const p = path.join(dir, name);
  fs.writeFileSync(p, typeof content === "string" ? content : JSON.stringify(content));
  return p;
}
const show = async (module: string) => (await t.json("content", "show", ...R, module)).document;

const review = (id: string, rating: number) => ({
  id,
  author: "Anna",
  rating,
  text: "Wonderful pasta.",
  source: "business_listing",
  createdAt: "2026-05-01T20:00:00+02:00",
});
const menu = {
  sections: [
    {
      id: "primi",
      title: "Primi",
      description: null,
      items: [
        {
          id: "cacio",
          name: "Tonnarelli cacio e pepe",
          description: null,
          price: { amount: "14.00", currency: "EUR" },
          tags: ["vegetarian"],
          allergens: ["gluten", "milk"],
        },
      ],
    },
    {
      id: "dolci",
      title: "Dolci",
      description: null,
      items: [
        {
          id: "tiramisu",
          name: "Tiramisù",
          description: null,
          price: { amount: "8.50", currency: "EUR" },
          tags: [],
          allergens: ["eggs", "milk", "gluten"],
        },
      ],
    },
  ],
};

describe("content import", () => {
  it("stores each module's file and replaces it whole on the next import", async () => {
    expect(await show("menu")).toBeNull();
    const imported = await t.json("content", "import", ...R, "menu", file("menu.json", menu));
    expect(imported).toEqual({ restaurant: { slug: "b" }, module: "menu", document: menu });
    expect((await t.cli("content", "import", ...R, "menu", file("menu.json", menu))).stdout).toBe(
      "Imported menu into b: 2 section(s), 2 item(s).\n",
    );

    await t.json("content", "import", ...R, "reviews", file("reviews.json", { items: [review("r1", 5), review("r2", 4)] }));
    expect((await show("reviews")).items.map((r: { createdAt: string }) => r.createdAt)).toEqual([
      "2026-05-01T18:00:00Z",
      "2026-05-01T18:00:00Z",
    ]);
    await t.json("content", "import", ...R, "reviews", file("reviews.json", { items: [review("r3", 3)] }));
    expect((await show("reviews")).items.map((r: { id: string }) => r.id)).toEqual(["r3"]);

    await t.json(
      "content",
      "import",
      ...R,
      "news",
      file("news.json", {
        items: [
          {
            id: "n1",
            title: "Summer terrace",
            body: "Open from June.",
            imageUrl: null,
            isPinned: true,
            publishedAt: "2026-05-20T09:00:00Z",
          },
        ],
      }),
    );
    await t.json(
      "content",
      "import",
      ...R,
      "gallery",
      file("gallery.json", { items: [{ id: "g1", url: "https://img.example/room.svg", alt: "Dining room", width: 1200, height: 800 }] }),
    );
    expect((await show("news")).items).toHaveLength(1);
    expect((await show("gallery")).items).toHaveLength(1);
    // An empty list is a valid import: it clears the module.
    await t.json("content", "import", ...R, "gallery", file("empty.json", { items: [] }));
    expect(await show("gallery")).toEqual({ items: [] });
  });

  it("refuses a bad file whole, naming the bad element, and keeps the stored content", async () => {
    await t.json("content", "import", ...R, "menu", file("menu.json", menu));
    await t.json("content", "import", ...R, "reviews", file("reviews.json", { items: [review("r1", 5)] }));
    const badPrice = structuredClone(menu);
    badPrice.sections[1]!.items[0]!.price!.amount = "8,50";
    const dupItem = structuredClone(menu);
    dupItem.sections[1]!.items[0]!.id = "cacio";
    const cases: [string, unknown, string][] = [
      ["reviews", { items: [review("r1", 5), review("r2", 6)] }, "items[1].rating"],
      ["reviews", { items: [review("r1", 5), review("r1", 4)] }, 'items[1].id: duplicate id "r1" (also at items[0].id)'],
      ["menu", badPrice, "sections[1].items[0].price.amount is not valid: Expected an amount such as 12.50"],
      ["menu", dupItem, 'sections[1].items[0].id: duplicate id "cacio"'],
      ["menu", { sections: [menu.sections[0], menu.sections[0]] }, 'sections[1].id: duplicate id "primi"'],
      ["menu", { items: [] }, "sections"],
      ["gallery", { items: [{ id: "g", url: "ftp://x.example/a.svg", alt: "", width: 10, height: 10 }] }, "items[0].url"],
      ["gallery", { items: [{ id: "g", url: "https://x.example/a b.svg", alt: "", width: 10, height: 10 }] }, "items[0].url"],
      [
        "news",
        {
          items: [
            { id: "n", title: "T", body: "", imageUrl: "https://x.example/'><img>", isPinned: false, publishedAt: "2026-05-20T09:00:00Z" },
          ],
        },
        "items[0].imageUrl",
      ],
      [
        "news",
        { items: [{ id: "n", title: "T", body: "", imageUrl: null, isPinned: "yes", publishedAt: "2026-05-20T09:00:00Z" }] },
        "items[0].isPinned",
      ],
      ["menu", "{ oops", "is not valid JSON"],
    ];
    for (const [module, content, message] of cases) {
      const result = await t.cli("content", "import", ...R, module, file("bad.json", content));
      expect(result.exitCode, message).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain(message);
    }
    // A file its schema refuses is a usage error: the usage line follows the sentence.
    const refused = await t.cli("content", "import", ...R, "menu", file("bad.json", badPrice));
    expect(refused.stderr).toMatch(/price\.amount is not valid: .*\nusage: couvert content import /);
    expect(await show("menu")).toEqual(menu);
    expect((await show("reviews")).items.map((r: { id: string }) => r.id)).toEqual(["r1"]);
  });

  it("stores image URLs in the parser's spelling", async () => {
    await t.json(
      "content",
      "import",
      ...R,
      "gallery",
      file("gallery.json", { items: [{ id: "g", url: "HTTPS://CDN.Example", alt: "", width: 10, height: 10 }] }),
    );
    await t.json(
      "content",
      "import",
      ...R,
      "news",
      file("news.json", {
        items: [
          { id: "n", title: "T", body: "", imageUrl: "https://CDN.example/N.png", isPinned: false, publishedAt: "2026-05-20T09:00:00Z" },
        ],
      }),
    );
    expect((await show("gallery")).items[0].url).toBe("https://cdn.example/");
    expect((await show("news")).items[0].imageUrl).toBe("https://cdn.example/N.png");
  });

  it("names the modules it knows, and where opening hours go instead", async () => {
    const p = file("x.json", { items: [] });
    expect((await t.cli("content", "import", ...R, "wine", p)).stderr).toContain(
      'unknown content module "wine"; choose from menu, reviews, news, gallery',
    );
    expect((await t.cli("content", "import", ...R, "opening_hours", p)).stderr).toContain("couvert hours set");
    expect((await t.cli("content", "import", "--restaurant", "nope", "menu", p)).stderr).toContain('No restaurant with slug "nope"');
    expect((await t.cli("content", "import", ...R, "menu")).stderr).toContain("FILE is required");
  });
});
