import * as z from "zod/mini";
import {
  GalleryContentSchema,
  MenuContentSchema,
  NewsContentSchema,
  ReviewsContentSchema,
  type ContentModule,
  type GalleryContent,
  type GalleryEnvelope,
  type MenuContent,
  type MenuEnvelope,
  type NewsContent,
  type NewsEnvelope,
  type Review,
  type ReviewsContent,
  type ReviewsEnvelope,
} from "../../../core/content/schemas.ts";
import { normalizeHttpUrl } from "../../../core/primitives.ts";
import { toUtcIso } from "../../../core/time.ts";
import { ReadCache } from "../../http/read-cache.ts";
import { formatIssuePath } from "../../../core/parse.ts";
import { envelopeOf, type Restaurant } from "../../restaurants/settings.ts";
import type { Store } from "../../store.ts";
import type { Later } from "../../later.ts";

type Path = (string | number)[];

/** A check that every id found by `idsOf` is unique in the document, naming the second holder. */
const uniqueIds = <T>(idsOf: (doc: T) => { id: string; path: Path }[]) =>
  z.superRefine<T>((doc, ctx) => {
    const seen = new Map<string, string>();
    for (const { id, path } of idsOf(doc)) {
      const first = seen.get(id);
      if (first !== undefined) ctx.addIssue({ code: "custom", input: id, path, message: `duplicate id "${id}" (also at ${first})` });
      else seen.set(id, formatIssuePath(path));
    }
  });

const itemIds = (doc: { items: { id: string }[] }) => doc.items.map((item, i) => ({ id: item.id, path: ["items", i, "id"] }));

/**
 * What `content import` accepts: core's schema for the module, plus ids unique within the file
 * (menu: section ids among sections, item ids across the whole menu).
 */
export const CONTENT_IMPORT_SCHEMAS = {
  menu: MenuContentSchema.check(
    uniqueIds<MenuContent>((doc) => doc.sections.map((s, i) => ({ id: s.id, path: ["sections", i, "id"] }))),
    uniqueIds<MenuContent>((doc) =>
      doc.sections.flatMap((s, i) => s.items.map((item, j) => ({ id: item.id, path: ["sections", i, "items", j, "id"] }))),
    ),
  ),
  reviews: ReviewsContentSchema.check(uniqueIds<ReviewsContent>(itemIds)),
  news: NewsContentSchema.check(uniqueIds<NewsContent>(itemIds)),
  gallery: GalleryContentSchema.check(uniqueIds<GalleryContent>(itemIds)),
} as const;

export type ContentDocument = MenuContent | ReviewsContent | NewsContent | GalleryContent;

/** The read-only modules of docs/api.md §9. Owners replace a module's document whole. */
export class ContentService {
  private readonly documents = new ReadCache<ContentDocument | null>(["content"]);
  /** The reviews document with the owner's published feedback in it (docs/api.md §18). */
  private readonly reviewDocuments = new ReadCache<ReviewsContent | null>(["content", "feedback"]);
  private readonly built = new WeakMap<Restaurant, Map<ContentModule, { doc: ContentDocument | null; envelope: unknown }>>();

  private readonly store: Store;
  /** Reviews GET /reviews shows besides the imported ones: the guests' feedback the owner published. */
  private readonly publishedReviews: (restaurantId: string) => Promise<Review[]>;

  constructor(store: Store, publishedReviews: (restaurantId: string) => Promise<Review[]> = async () => []) {
    this.store = store;
    this.publishedReviews = publishedReviews;
  }

  /** Replaces the module's document; instants are stored as UTC, as the API writes them. */
  async import(restaurantId: string, module: ContentModule, document: ContentDocument, now: Date): Promise<void> {
    await this.store.read.content.replace(restaurantId, module, normalize(module, document), now);
  }

  /** The stored document, or null when nothing was imported yet. */
  async document(restaurantId: string, module: ContentModule): Promise<ContentDocument | null> {
    return (await this.store.read.content.get(restaurantId, module)) as ContentDocument | null;
  }

  /** `{sections}` in the owner's order; none imported: no sections. */
  menu(restaurant: Restaurant): Later<MenuEnvelope> {
    return this.envelope(restaurant, "menu", (doc: MenuContent | null) => ({ ...envelopeOf(restaurant), sections: doc?.sections ?? [] }));
  }

  /** Newest review first; the average over every item, to one decimal, null when there are none. */
  reviews(restaurant: Restaurant): Later<ReviewsEnvelope> {
    return this.envelope(restaurant, "reviews", (doc: ReviewsContent | null) => {
      const items = [...(doc?.items ?? [])];
      items.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
      return { ...envelopeOf(restaurant), averageRating: averageRating(items.map((r) => r.rating)), count: items.length, items };
    });
  }

  /** Pinned items first, then newest `publishedAt` first; equal ones keep the file's order. */
  news(restaurant: Restaurant): Later<NewsEnvelope> {
    return this.envelope(restaurant, "news", (doc: NewsContent | null) => {
      const items = [...(doc?.items ?? [])];
      items.sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
      return { ...envelopeOf(restaurant), items };
    });
  }

  /** Images in the owner's order. */
  gallery(restaurant: Restaurant): Later<GalleryEnvelope> {
    return this.envelope(restaurant, "gallery", (doc: GalleryContent | null) => ({ ...envelopeOf(restaurant), items: doc?.items ?? [] }));
  }

  /**
   * A module's answer, built from its stored document (kept per process, http/read-cache.ts) and the
   * restaurant: the same object while neither changed, so it is serialised only once. At once when
   * the document is kept (the fast lane answers then, http/fast-lane.ts), else once it is loaded.
   */
  private envelope<D extends ContentDocument, E>(restaurant: Restaurant, module: ContentModule, build: (doc: D | null) => E): Later<E> {
    const key = `${restaurant.id}|${module}`;
    const cache: ReadCache<ContentDocument | null> = module === "reviews" ? this.reviewDocuments : this.documents;
    const kept = cache.peek(key);
    if (kept) return this.envelopeFrom(restaurant, module, kept.value as D | null, build);
    return cache
      .get(key, () => (module === "reviews" ? this.reviewsWithFeedback(restaurant.id) : this.document(restaurant.id, module)))
      .then((doc) => this.envelopeFrom(restaurant, module, doc as D | null, build));
  }

  private async reviewsWithFeedback(restaurantId: string): Promise<ReviewsContent | null> {
    const [imported, published] = await Promise.all([this.document(restaurantId, "reviews"), this.publishedReviews(restaurantId)]);
    if (published.length === 0) return imported as ReviewsContent | null;
    return { items: [...((imported as ReviewsContent | null)?.items ?? []), ...published] };
  }

  private envelopeFrom<D extends ContentDocument, E>(
    restaurant: Restaurant,
    module: ContentModule,
    doc: D | null,
    build: (doc: D | null) => E,
  ): E {
    const built = this.built.get(restaurant)?.get(module);
    if (built && built.doc === doc) return built.envelope as E;
    const envelope = build(doc);
    if (!this.built.has(restaurant)) this.built.set(restaurant, new Map());
    this.built.get(restaurant)!.set(module, { doc, envelope });
    return envelope;
  }
}

/** Mean rating rounded half up to one decimal; computed on integers so 4.35 cannot become 4.3. */
export function averageRating(ratings: number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return Math.round((sum * 10) / ratings.length) / 10;
}

/** A one-line account of a document, for the command line. */
export function describeContent(module: ContentModule, document: ContentDocument): string {
  if (module === "menu") {
    const sections = (document as MenuContent).sections;
    return `${sections.length} section(s), ${sections.reduce((n, s) => n + s.items.length, 0)} item(s)`;
  }
  return `${(document as { items: unknown[] }).items.length} item(s)`;
}

function normalize(module: ContentModule, document: ContentDocument): ContentDocument {
  if (module === "reviews") {
    return { items: (document as ReviewsContent).items.map((r) => ({ ...r, createdAt: toUtcIso(new Date(r.createdAt)) })) };
  }
  if (module === "news") {
    return {
      items: (document as NewsContent).items.map((n) => ({
        ...n,
        publishedAt: toUtcIso(new Date(n.publishedAt)),
        imageUrl: n.imageUrl && normalizeHttpUrl(n.imageUrl),
      })),
    };
  }
  if (module === "gallery") {
    return { items: (document as GalleryContent).items.map((g) => ({ ...g, url: normalizeHttpUrl(g.url) })) };
  }
  return document;
}
