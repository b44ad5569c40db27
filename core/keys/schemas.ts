import * as z from "zod/mini";
import { MODULE_IDS, WIDGET_MODULES, type ModuleId } from "../modules.ts";

/**
 * The owner console's view of API keys (docs/api.md §2.3, §16.8): what the Website screen and the
 * server agree on. A key's hash never leaves the server; its clear text only in the answer that
 * created it.
 */

export const KEY_LABEL_MAX_LENGTH = 80;
/** Sites are listed one by one (no wildcards), so a restaurant with many domains still fits. */
export const KEY_ORIGINS_MAX = 20;

/** A preview key lives this long: enough for a look at the widgets, short enough that a leaked one soon dies. */
export const PREVIEW_KEY_TTL_MINUTES = 60;
/** What the three widgets read. */
export const PREVIEW_KEY_MODULES: readonly ModuleId[] = WIDGET_MODULES;

/** A key as listed: never its hash, never the key itself. */
export const ApiKeyViewSchema = z.object({
  id: z.string(),
  /** `ck_` and four characters, e.g. `ck_sArv…`: enough to tell keys apart. */
  prefix: z.string(),
  label: z.nullable(z.string()),
  modules: z.array(z.enum(MODULE_IDS)),
  /** Exact origins a browser may use the key from; null: any. */
  allowedOrigins: z.nullable(z.array(z.string())),
  /** A test key (`ck_test_…`, docs/api.md §2.5): its bookings go to the test space. */
  test: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type ApiKeyView = z.infer<typeof ApiKeyViewSchema>;

/** `data` of GET …/website: the restaurant's keys (preview keys not among them) and where the widget lives. */
/** The restaurant's hosted booking page (docs/api.md §18): its address, and that address as a QR code to print. */
export const HostedPageViewSchema = z.object({
  /** `<public URL>/r/<slug>`; it answers once the restaurant is published. */
  url: z.string(),
  /** A QR code of `url`, as a standalone SVG document. */
  qrSvg: z.string(),
});
export type HostedPageView = z.infer<typeof HostedPageViewSchema>;

export const WebsiteViewSchema = z.object({
  keys: z.array(ApiKeyViewSchema),
  /** `<public URL>/widget/couvert.js`: what a website's snippet loads. */
  widgetScriptUrl: z.string(),
  /** `<public URL>/api/v1` */
  apiBase: z.string(),
  hostedPage: HostedPageViewSchema,
  /** The owner's manage page (docs/api.md §6.6); null: none named, guest e-mails link to `hostedPage.url`. */
  manageUrl: z.nullable(z.string()),
});
export type WebsiteView = z.infer<typeof WebsiteViewSchema>;

/** `data` of POST …/keys: the new key, in clear this once, and the HTML to paste into the website. */
export const CreatedKeySchema = z.object({
  key: ApiKeyViewSchema,
  clearKey: z.string(),
  /** The elements of the widgets the key's modules serve, and the script; null when it serves none. */
  snippet: z.nullable(z.string()),
});
export type CreatedKey = z.infer<typeof CreatedKeySchema>;

/** `data` of POST …/keys/:id/revoke and …/origins. */
export const KeyAnswerSchema = z.object({ key: ApiKeyViewSchema });

/** One message a test booking recorded (docs/api.md §2.5), as it would have gone out; never sent. */
export const TestMessageViewSchema = z.object({
  id: z.int(),
  channel: z.enum(["email", "messaging", "webhook"]),
  topic: z.string(),
  recipient: z.string(),
  createdAt: z.string(),
  /** An e-mail's or message's subject; null for a webhook. */
  subject: z.nullable(z.string()),
  /** Its text, or the webhook's JSON body. */
  body: z.string(),
});
export type TestMessageView = z.infer<typeof TestMessageViewSchema>;

/** `data` of GET …/website/test-space: the newest TEST_MESSAGES_SHOWN of them, newest first. */
export const TestSpaceViewSchema = z.object({ messages: z.array(TestMessageViewSchema) });
export type TestSpaceView = z.infer<typeof TestSpaceViewSchema>;

export const TEST_MESSAGES_SHOWN = 50;

/** `data` of POST …/website/test-space/purge: how many test bookings were deleted. */
export const PurgedSchema = z.object({ deleted: z.int() });

/** `data` of POST …/website/preview-key (docs/api.md §2.4). */
export const PreviewKeySchema = z.object({ clearKey: z.string(), expiresAt: z.string() });
export type PreviewKey = z.infer<typeof PreviewKeySchema>;

/** POST …/keys: the shapes only; the rules (known modules, exact origins, label length) are the key service's. */
export const NewKeyBodySchema = z.object({
  label: z.optional(z.nullable(z.string())),
  modules: z.array(z.string()),
  allowedOrigins: z.optional(z.nullable(z.array(z.string()))),
  test: z.optional(z.boolean()),
});
export type NewKeyBody = z.infer<typeof NewKeyBodySchema>;

/** POST …/keys/:id/origins; null: any origin. */
export const KeyOriginsBodySchema = z.object({ allowedOrigins: z.nullable(z.array(z.string())) });
