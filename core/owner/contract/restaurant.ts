import * as z from "zod/mini";
import { AccountEmailSchema, InviteBodySchema } from "../../accounts/schemas.ts";
import { EVENT_CONTENT_FIELDS, eventContentShape } from "../../events/content.ts";
import { EVENT_STATUSES } from "../../events/schemas.ts";
import {
  CreatedKeySchema,
  KeyAnswerSchema,
  KeyOriginsBodySchema,
  NewKeyBodySchema,
  PreviewKeySchema,
  PurgedSchema,
  TestSpaceViewSchema,
  WebsiteViewSchema,
} from "../../keys/schemas.ts";
import {
  ConsoleSettingsChangesSchema,
  HoursBodySchema,
  onlyNames,
  PublishBodySchema,
  SettingsViewSchema,
  StrandedBookingsSchema,
} from "../settings.ts";
import { EventDeletedSchema, InvitationAnswerSchema, OwnerEventsViewSchema, OwnerEventViewSchema, TeamSchema } from "../views.ts";
import { ownerRoute } from "./route.ts";

/** GET …/events?status= */
export const EventsQuerySchema = z.object({ status: z.optional(z.enum(EVENT_STATUSES)) });
/**
 * POST …/events and …/events/:id: the content fields sent, each by its rule (core/events/content.ts);
 * a field that is not content is refused by name. A new event needs a title and a start.
 */
export const EventContentBodySchema = z
  .looseObject(z.partial(z.object(eventContentShape)).def.shape)
  .check(onlyNames(EVENT_CONTENT_FIELDS, "cannot be changed here. Fields"));
export const EventPinBodySchema = z.object({ pinned: z.boolean() });
export const EventStatusBodySchema = z.object({ status: z.enum(EVENT_STATUSES) });
/** POST …/team/remove */
export const RemoveMemberBodySchema = z.object({ email: AccountEmailSchema });

/** Owners' routes: the team (§16.1), settings and hours (§16.4), events (§16.7) and the website's keys (§16.8). */
export const restaurantContract = {
  team: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/team",
    name: "getTeam",
    summary: "Who works at the restaurant, and who is invited",
    area: "restaurant",
    answer: TeamSchema,
  }),
  invite: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/team",
    name: "invite",
    summary: "Invites a person, or changes the role of one who works here; answers their setup link",
    area: "restaurant",
    body: InviteBodySchema,
    answer: InvitationAnswerSchema,
  }),
  removeMember: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/team/remove",
    name: "removeMember",
    summary: "Removes a person from the restaurant (never its last owner)",
    area: "restaurant",
    body: RemoveMemberBodySchema,
    answer: TeamSchema,
    errors: ["not_found"],
  }),
  settings: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/settings",
    name: "getSettings",
    summary: "The Settings screen's settings, the opening hours and whether guests can book",
    area: "restaurant",
    answer: SettingsViewSchema,
  }),
  updateSettings: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/settings",
    name: "updateSettings",
    summary: "Changes some of the screen's settings",
    area: "restaurant",
    body: ConsoleSettingsChangesSchema,
    answer: SettingsViewSchema,
  }),
  checkHours: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/hours/check",
    name: "checkHours",
    summary: "The bookings that proposed hours would leave outside them; changes nothing",
    area: "restaurant",
    body: HoursBodySchema,
    answer: StrandedBookingsSchema,
  }),
  setHours: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/hours",
    name: "setHours",
    summary: "Sets the opening hours, as weekly hours or as services (docs/api.md §4)",
    area: "restaurant",
    body: HoursBodySchema,
    answer: SettingsViewSchema,
  }),
  publish: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/publish",
    name: "publish",
    summary: "Opens the restaurant to guests, or closes it",
    area: "restaurant",
    body: PublishBodySchema,
    answer: SettingsViewSchema,
  }),
  events: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/events",
    name: "listEvents",
    summary: "Every event, drafts and archived ones included, newest start first",
    area: "restaurant",
    query: EventsQuerySchema,
    answer: OwnerEventsViewSchema,
  }),
  createEvent: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/events",
    name: "createEvent",
    summary: "Writes a new draft",
    area: "restaurant",
    body: EventContentBodySchema,
    answer: OwnerEventViewSchema,
  }),
  editEvent: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/events/:id",
    name: "editEvent",
    summary: "Changes the content of one of the restaurant's own events",
    area: "restaurant",
    body: EventContentBodySchema,
    answer: OwnerEventViewSchema,
    errors: ["not_found", "not_editable"],
  }),
  pinEvent: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/events/:id/pin",
    name: "pinEvent",
    summary: "Pins an event first in the widget, or unpins it",
    area: "restaurant",
    body: EventPinBodySchema,
    answer: OwnerEventViewSchema,
    errors: ["not_found"],
  }),
  moveEvent: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/events/:id/status",
    name: "moveEvent",
    summary: "Publishes, archives or returns an event to draft",
    area: "restaurant",
    body: EventStatusBodySchema,
    answer: OwnerEventViewSchema,
    errors: ["not_found"],
  }),
  deleteEvent: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/events/:id/delete",
    name: "deleteEvent",
    summary: "Deletes an event",
    area: "restaurant",
    answer: EventDeletedSchema,
    errors: ["not_found"],
  }),
  website: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/website",
    name: "getWebsite",
    summary: "The restaurant's API keys and where the widget lives",
    area: "restaurant",
    answer: WebsiteViewSchema,
  }),
  createKey: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/keys",
    name: "createKey",
    summary: "Creates an API key: in clear in this answer only, with the snippet to paste",
    area: "restaurant",
    body: NewKeyBodySchema,
    answer: CreatedKeySchema,
  }),
  revokeKey: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/keys/:id/revoke",
    name: "revokeKey",
    summary: "Revokes a key, from its next request on",
    area: "restaurant",
    answer: KeyAnswerSchema,
    errors: ["not_found"],
  }),
  setKeyOrigins: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/keys/:id/origins",
    name: "setKeyOrigins",
    summary: "Sets the websites a key may be used from; null: any",
    area: "restaurant",
    body: KeyOriginsBodySchema,
    answer: KeyAnswerSchema,
    errors: ["not_found"],
  }),
  previewKey: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/website/preview-key",
    name: "issuePreviewKey",
    summary: "A short-lived read-only key the console shows the widgets with (docs/api.md §2.4)",
    area: "restaurant",
    answer: PreviewKeySchema,
  }),
  testSpace: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/website/test-space",
    name: "getTestSpace",
    summary: "The messages test bookings would have sent, newest first",
    area: "restaurant",
    answer: TestSpaceViewSchema,
  }),
  purgeTestSpace: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/website/test-space/purge",
    name: "purgeTestSpace",
    summary: "Deletes the test space's bookings",
    area: "restaurant",
    answer: PurgedSchema,
  }),
};
