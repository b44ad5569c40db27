import * as z from "zod/mini";
import { RestaurantEnvelopeSchema } from "../api.ts";
import { DateExceptionSchema, WeeklyHoursSchema } from "../hours.ts";
import { HttpUrlSchema as Url, IsoInstantSchema as IsoInstant, textUpTo as Text } from "../primitives.ts";

/**
 * docs/api.md §9: the read-only modules. Each `*ContentSchema` is what an owner imports from a JSON
 * file; the response adds the restaurant envelope (`restaurantId`, `name`, `slug`, `accentHex`).
 */
const Id = z.string().check(z.minLength(1), z.maxLength(100));

export const MoneySchema = z.object({
  amount: z.string().check(z.regex(/^\d+(\.\d{2})?$/, "Expected an amount such as 12.50")),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, "Expected an ISO 4217 code such as EUR")),
});

export const MenuItemSchema = z.object({
  id: Id,
  name: Text(200),
  description: z.nullable(Text(2000)),
  price: z.nullable(MoneySchema),
  tags: z.array(Text(50)),
  allergens: z.array(Text(50)),
});
export const MenuSectionSchema = z.object({
  id: Id,
  title: Text(200),
  description: z.nullable(Text(2000)),
  items: z.array(MenuItemSchema),
});
export const MenuContentSchema = z.object({ sections: z.array(MenuSectionSchema) });
export type MenuContent = z.infer<typeof MenuContentSchema>;

export const ReviewSchema = z.object({
  id: Id,
  author: Text(200),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  text: Text(5000),
  source: Text(100),
  createdAt: IsoInstant,
});
export const ReviewsContentSchema = z.object({ items: z.array(ReviewSchema) });
export type Review = z.infer<typeof ReviewSchema>;
export type ReviewsContent = z.infer<typeof ReviewsContentSchema>;

export const NewsItemSchema = z.object({
  id: Id,
  title: Text(300),
  body: Text(20000),
  imageUrl: z.nullable(Url),
  isPinned: z.boolean(),
  publishedAt: IsoInstant,
});
export const NewsContentSchema = z.object({ items: z.array(NewsItemSchema) });
export type NewsContent = z.infer<typeof NewsContentSchema>;

export const GalleryImageSchema = z.object({
  id: Id,
  url: Url,
  alt: Text(500),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
});
export const GalleryContentSchema = z.object({ items: z.array(GalleryImageSchema) });
export type GalleryContent = z.infer<typeof GalleryContentSchema>;

/** The content modules an owner loads from files, with the schema each file must match. */
export const CONTENT_SCHEMAS = {
  menu: MenuContentSchema,
  reviews: ReviewsContentSchema,
  news: NewsContentSchema,
  gallery: GalleryContentSchema,
} as const;
export type ContentModule = keyof typeof CONTENT_SCHEMAS;

/** `data` of GET /opening-hours, without the restaurant envelope. */
export const OpeningHoursViewSchema = z.object({
  timezone: z.string(),
  weeklyHours: WeeklyHoursSchema,
  dateExceptions: z.array(DateExceptionSchema),
  openNow: z.boolean(),
  nextChangeAt: z.nullable(IsoInstant),
});

/** `data` of each read-only module: the restaurant envelope, then the module's own fields. */
export const MenuEnvelopeSchema = z.object({ ...RestaurantEnvelopeSchema.shape, ...MenuContentSchema.shape });
export type MenuEnvelope = z.infer<typeof MenuEnvelopeSchema>;

/** Reviews newest first, with their count and their mean rating to one decimal (null without reviews). */
export const ReviewsEnvelopeSchema = z.object({
  ...RestaurantEnvelopeSchema.shape,
  averageRating: z.nullable(z.number().check(z.minimum(1), z.maximum(5))),
  count: z.int().check(z.minimum(0)),
  ...ReviewsContentSchema.shape,
});
export type ReviewsEnvelope = z.infer<typeof ReviewsEnvelopeSchema>;

export const NewsEnvelopeSchema = z.object({ ...RestaurantEnvelopeSchema.shape, ...NewsContentSchema.shape });
export type NewsEnvelope = z.infer<typeof NewsEnvelopeSchema>;

export const GalleryEnvelopeSchema = z.object({ ...RestaurantEnvelopeSchema.shape, ...GalleryContentSchema.shape });
export type GalleryEnvelope = z.infer<typeof GalleryEnvelopeSchema>;

export const OpeningHoursEnvelopeSchema = z.object({ ...RestaurantEnvelopeSchema.shape, ...OpeningHoursViewSchema.shape });
export type OpeningHoursEnvelope = z.infer<typeof OpeningHoursEnvelopeSchema>;
