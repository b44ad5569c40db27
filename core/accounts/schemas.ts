import * as z from "zod/mini";
import { AccentHexSchema, isEmailAddress } from "../primitives.ts";
import { LANGS } from "../locale.ts";
import { PASSWORD_MAX_LENGTH } from "./password.ts";
import { ROLES } from "./roles.ts";
import { NOTIFY_CHANNELS } from "../reservation/channels.ts";

/** An account's address as stored and compared: trimmed, lower-cased (docs/api.md §16.1). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const AccountEmailSchema = z.pipe(
  z.string().check(
    z.maxLength(254),
    z.refine((e) => isEmailAddress(e.trim()), "Expected an e-mail address such as owner@bistro.example"),
  ),
  z.transform(normalizeEmail),
);

/** A password as sent: only its length is checked here; `passwordProblem` judges a new one. */
const PasswordInputSchema = z.string().check(z.minLength(1, "Enter the password"), z.maxLength(PASSWORD_MAX_LENGTH));

/** POST /owner/api/session */
export const SignInBodySchema = z.object({ email: AccountEmailSchema, password: PasswordInputSchema });
export type SignInBody = z.infer<typeof SignInBodySchema>;

/** A setup link's token: 43 base64url characters (32 random bytes). */
export const SetupTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, "This is not a setup link's code"));

/** POST /owner/api/setup/check and POST /owner/api/setup */
export const SetupCheckBodySchema = z.object({ token: SetupTokenSchema });
export const SetupBodySchema = z.object({ token: SetupTokenSchema, password: PasswordInputSchema });

/** POST /owner/api/restaurants/:slug/team */
/** `lang`: the language the invitation e-mail speaks (the inviting owner's console's); else the restaurant's. */
export const InviteBodySchema = z.object({ email: AccountEmailSchema, role: z.enum(ROLES), lang: z.optional(z.enum(LANGS)) });

export const MembershipSchema = z.object({
  role: z.enum(ROLES),
  restaurant: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    accentHex: AccentHexSchema,
    timezone: z.string(),
    published: z.boolean(),
  }),
});
export type Membership = z.infer<typeof MembershipSchema>;

/** `data` of GET /owner/api/session: who is signed in, where, and the token their writes must carry. */
export const SessionViewSchema = z.object({
  /** `lang`: the console language the person chose (docs/api.md §16.1a), absent until they choose one. */
  user: z.object({ id: z.string(), email: z.string(), lang: z.optional(z.enum(LANGS)) }),
  memberships: z.array(MembershipSchema),
  csrfToken: z.string(),
  /** The guest channels this server delivers (docs/api.md §4 `notifyChannels`): the console offers only these. */
  notifyChannels: z.optional(z.array(z.enum(NOTIFY_CHANNELS))),
});
export type SessionView = z.infer<typeof SessionViewSchema>;

/**
 * POST /owner/api/session/language: the console language the person chose, which their e-mails
 * speak too; null forgets it (the console follows the browser again, e-mails the restaurant's).
 */
export const LanguageChoiceSchema = z.object({ lang: z.nullable(z.enum(LANGS)) });
export type LanguageChoice = z.infer<typeof LanguageChoiceSchema>;

/** `data` of POST /owner/api/setup/check: whose link it is, before they choose a password. */
export const SetupLinkViewSchema = z.object({ email: z.string(), restaurants: z.array(z.string()) });
export type SetupLinkView = z.infer<typeof SetupLinkViewSchema>;

/** The header that carries the CSRF token on every state-changing request. */
export const CSRF_HEADER = "X-CSRF-Token";
