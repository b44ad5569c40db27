import { randomBytes, randomUUID } from "node:crypto";
import { canGuestCancel } from "../../core/reservation/status.ts";
import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import { DEFAULT_PARTY_SIZE } from "../../core/limits.ts";
import { CouvertError } from "../../core/errors.ts";
import type { GalleryContent } from "../../core/content/schemas.ts";
import { BookingCreatedSchema, type BookingCreated, type GuestView } from "../../core/reservation/schemas.ts";
import { changeOutcome } from "../../core/reservation/status.ts";
import { fieldErrors } from "../../core/reservation/validate.ts";
import { localDateOf } from "../../core/time.ts";
import type { AppContext } from "../context.ts";
import type { ApiCounters } from "../http/api-router.ts";
import { clientOf } from "../http/client-ip.ts";
import { bookingCap, keyAndClient, type RequestLimit } from "../http/rate-limit.ts";
import { noStore } from "../http/respond.ts";
import { requestLogger } from "../http/request-log.ts";
import { availabilityOf, parseAvailabilityQuery } from "../modules/reservation/availability.ts";
import { parseIdempotencyKey } from "../modules/reservation/idempotency.ts";
import { bookingRulesOf, SLUG_PATTERN, type Restaurant } from "../restaurants/settings.ts";
import { bookedResult, bookingBodyOf, dateStep, detailsStep, formValuesOf, type FormErrors, type FormValues } from "./booking-form.ts";
import { FormGuard } from "./form-guard.ts";
import { hostedKeyFinder } from "./hosted-key.ts";
import { hostedLang } from "./hosted-language.ts";
import { hostedPageUrl } from "./hosted-qr.ts";
import type { PageFrame, PreviewImage } from "./hosted-layout.ts";
import { errorPage, hostedPage, notFoundPage, stepPage } from "./hosted-page.ts";
import { errorText, HOSTED_STRINGS } from "./hosted-strings.ts";
import { cancelledShown, cancelQuestion, credentialsForm, reservationShown } from "./manage-form.ts";
import { changeBodyOf, changeForm, type ChangeChoice } from "./change-form.ts";
import { CHANGE_STRINGS } from "./change-strings.ts";

/** A hosted page's request once its restaurant was found: what every handler below is given. */
interface Visit {
  req: Request;
  res: Response;
  restaurant: Restaurant;
  frame: PageFrame;
  client: string;
}

/** The plain forms' bodies: small, and read only on the routes that take one. */
const formBody = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 40 });

/**
 * The hosted booking pages (docs/api.md §18): GET /r/SLUG, and the plain forms that work without
 * JavaScript, which go through the same services, rules and rate limits as the public API:
 * GET /r/SLUG/book (the times of a date), POST /r/SLUG/book (a booking), POST /r/SLUG/manage
 * (a reservation shown, changed or cancelled). Every page is sent `no-store`: it holds the browser's
 * form token, and the result pages a PIN.
 */
export function hostedRouter(ctx: AppContext, counters: ApiCounters): Router {
  const router = express.Router();
  const guard = new FormGuard(ctx.secret, ctx.config.publicUrl);
  const hostedKey = hostedKeyFinder(ctx);
  const countBooking = bookingCap(ctx);
  const { reservations } = ctx.services;

  const visit =
    (handler: (visit: Visit) => Promise<void>): RequestHandler =>
    async (req, res) => {
      noStore(res);
      res.vary("Accept-Language");
      const client = clientOf(req);
      let restaurant: Restaurant | null = null;
      let frame = frameFor(req, null);
      try {
        await limited(counters.ip, res, client);
        const slug = String(req.params.slug);
        restaurant = SLUG_PATTERN.test(slug) ? await ctx.restaurants.findBySlug(slug) : null;
        frame = frameFor(req, restaurant);
        if (!restaurant?.published) return send(res, frame, 404, notFoundPage(frame));
        await handler({ req, res, restaurant, frame, client });
      } catch (error) {
        const refusal = error instanceof CouvertError ? error : null;
        if (!refusal || refusal.status >= 500) requestLogger(req, ctx.logger).error({ err: error }, "hosted page failed");
        if (refusal?.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(refusal.retryAfterSeconds));
        const message = refusal && refusal.status < 500 ? errorText(frame, refusal.code, refusal.field) : frame.strings.fallbackError;
        send(res, frame, refusal?.status ?? 500, errorPage(frame, restaurant?.published ? restaurant : null, message));
      }
    };

  const mainPage = async ({ req, res, restaurant, frame }: Visit) => {
    const key = await hostedKey(restaurant);
    const { strings } = frame;
    const formToken = guard.tokenFor(req, res);
    const query = req.query as Record<string, unknown>;
    const plainBooking = dateStep(frame, restaurant, {
      ...dateDefaults(restaurant, ctx.clock.now()),
      ...(typeof query.date === "string" ? { date: query.date } : {}),
      ...(typeof query.party_size === "string" ? { partySize: query.party_size } : {}),
      errors: {},
    });
    const plainManage = credentialsForm(frame, restaurant, { values: {}, errors: {}, formToken });
    const social = {
      title: strings.pageTitle(restaurant.name),
      description: strings.description(restaurant.name),
      url: hostedPageUrl(ctx.config.publicUrl, restaurant.slug),
      siteName: restaurant.name,
      image: await previewImage(ctx, restaurant),
    };
    send(res, frame, 200, hostedPage(frame, restaurant, { apiKey: key.key, social, plainBooking, plainManage }));
  };

  /** The times step; a bad date or party size sends the guest back to the first step, the error beside its field. */
  const showTimes = async (v: Visit, values: FormValues, errors: FormErrors, status = 200) => {
    const { req, res, restaurant, frame, client } = v;
    const key = await hostedKey(restaurant);
    await limited(counters.reads, res, keyAndClient(key.id, client));
    let query;
    try {
      query = parseAvailabilityQuery({ date: values.date, party_size: values.party_size, days: "1" }, restaurant);
    } catch (error) {
      if (!(error instanceof CouvertError) || !error.field) throw error;
      const step = dateStep(frame, restaurant, {
        ...dateDefaults(restaurant, ctx.clock.now()),
        date: values.date ?? "",
        partySize: values.party_size ?? "",
        errors: { [error.field]: errorText(frame, error.code, error.field) },
      });
      return send(res, frame, 400, stepPage(frame, restaurant, frame.strings.bookHeading, step));
    }
    const availability = await availabilityOf(ctx.store.read, restaurant, query, ctx.clock.now(), "live");
    const step = detailsStep(frame, restaurant, {
      date: query.date,
      partySize: query.partySize,
      slots: availability.days[0]?.slots ?? [],
      values,
      errors,
      formToken: guard.tokenFor(req, res),
      submissionKey: randomUUID(),
    });
    send(res, frame, status, stepPage(frame, restaurant, frame.strings.bookHeading, step));
  };

  const timesPage = (v: Visit) => showTimes(v, stringsOf(v.req.query as Record<string, unknown>), {});

  const book = async (v: Visit) => {
    const { req, res, restaurant, frame, client } = v;
    const form = req.body as Record<string, unknown>;
    const values = formValuesOf(form);
    if (!guard.accepts(req, form.form_token)) return showTimes(v, values, { form: frame.strings.formExpired }, 403);
    const key = await hostedKey(restaurant);
    await limited(counters.writes, res, keyAndClient(key.id, client));
    const body = bookingBodyOf(form, frame.lang);
    // Every field's error at once, as the widget shows them; the service judges the rest (time, capacity).
    const errors = firstPerField(fieldErrors(body, bookingRulesOf(restaurant)), frame);
    if (Object.keys(errors).length > 0) return showTimes(v, values, errors, 400);
    const submission = typeof form.submission_key === "string" ? form.submission_key : undefined;
    let outcome;
    try {
      outcome = await reservations.bookOnce(
        restaurant,
        { apiKeyId: key.id, space: "live", idempotencyKey: parseIdempotencyKey(submission), body },
        ctx.clock.now(),
        async () => countBooking(res, restaurant.id, client),
      );
    } catch (error) {
      if (!(error instanceof CouvertError) || error.status === 429 || error.status >= 500) throw error;
      const message = errorText(frame, error.code, error.field);
      return showTimes(v, values, error.field ? { [error.field]: message } : { form: message }, error.status);
    }
    const created = outcome.replayed ? storedBooking(outcome.response.body) : outcome.created;
    if (!created) return showTimes(v, values, { form: frame.strings.fallbackError }, 409);
    const result = bookedResult(frame, restaurant, created, typeof body.starts_at === "string" ? body.starts_at : null);
    send(res, frame, 200, stepPage(frame, restaurant, frame.strings.bookHeading, result));
  };

  /** The times a change may move to: the chosen date's for the chosen party, or the error beside the date or party. */
  const changeChoice = async (restaurant: Restaurant, reservation: GuestView, values: FormValues) => {
    const now = ctx.clock.now();
    const choice: ChangeChoice = {
      date: values.date ?? localDateOf(new Date(reservation.starts_at), restaurant.timezone),
      partySize: values.party_size ?? String(reservation.party_size),
      minDate: localDateOf(now, restaurant.timezone),
      slots: null,
    };
    try {
      const query = parseAvailabilityQuery({ date: choice.date, party_size: choice.partySize, days: "1" }, restaurant);
      const availability = await availabilityOf(ctx.store.read, restaurant, query, now, "live");
      return { choice: { ...choice, slots: availability.days[0]?.slots ?? [] }, error: null };
    } catch (error) {
      if (!(error instanceof CouvertError) || !error.field) throw error;
      return { choice, error };
    }
  };

  /**
   * POST /r/SLUG/manage: `load` shows the reservation with its change form (the posted date and
   * party's times), `change` changes it through the manage service and shows it again, `cancel`
   * cancels it. A refused change comes back with its error beside its field.
   */
  const manage = async (v: Visit) => {
    const { req, res, restaurant, frame, client } = v;
    const form = req.body as Record<string, unknown>;
    const values = formValuesOf(form);
    const heading = frame.strings.manageHeading;
    const again = (errors: FormErrors, status: number) =>
      send(
        res,
        frame,
        status,
        stepPage(frame, restaurant, heading, credentialsForm(frame, restaurant, { values, errors, formToken: guard.tokenFor(req, res) })),
      );
    if (!guard.accepts(req, form.form_token)) return again({ form: frame.strings.formExpired }, 403);
    const key = await hostedKey(restaurant);
    await limited(counters.writes, res, keyAndClient(key.id, client));
    const number = /^\d{1,12}$/.test(values.reservation_number ?? "") ? Number(values.reservation_number) : values.reservation_number;
    const credentials = { reservation_number: number, pin: values.pin ?? "" };
    const action = values.action === "cancel" || values.action === "change" ? values.action : "load";
    const now = ctx.clock.now();
    try {
      await reservations.admitManageClient(client, now);
      if (action === "cancel" && values.confirm !== "yes") {
        const loaded = await reservations.manage(restaurant, "live", { action: "load", ...credentials }, client, now);
        if (!("reservation" in loaded)) throw new Error("a load answered without its reservation");
        const shown = { reservation: loaded.reservation, pin: credentials.pin, formToken: guard.tokenFor(req, res) };
        // Cancelled meanwhile (another tab, Back): the reservation as it stands, which says so, not the question.
        const page = canGuestCancel(loaded.reservation.status)
          ? cancelQuestion(frame, restaurant, shown)
          : reservationShown(frame, restaurant, shown);
        return send(res, frame, 200, stepPage(frame, restaurant, heading, page));
      }
      if (action === "cancel") {
        await reservations.manage(restaurant, "live", { action, ...credentials }, client, now);
        return send(res, frame, 200, stepPage(frame, restaurant, heading, cancelledShown(frame, restaurant, Number(number))));
      }
      let errors: FormErrors = {};
      let status = 200;
      let notice: string | undefined;
      if (action === "change") {
        try {
          const changed = await reservations.manage(
            restaurant,
            "live",
            { action, ...credentials, ...changeBodyOf(form, restaurant) },
            client,
            now,
          );
          const open = "change_request_status" in changed && changed.change_request_status === "open";
          notice = open ? CHANGE_STRINGS[frame.lang].requested : CHANGE_STRINGS[frame.lang].changed;
        } catch (error) {
          if (!(error instanceof CouvertError) || error.status === 429 || error.status >= 500 || error.code === "invalid_credentials")
            throw error;
          const message = errorText(frame, error.code, error.field);
          errors = error.field ? { [error.field]: message } : { form: message };
          status = error.status;
        }
      }
      const loaded = await reservations.manage(restaurant, "live", { action: "load", ...credentials }, client, now);
      if (!("reservation" in loaded)) throw new Error("a load answered without its reservation");
      const { reservation } = loaded;
      // After a change the form starts again from the reservation as it now stands.
      const shownValues = notice ? {} : values;
      const { choice, error } = await changeChoice(restaurant, reservation, shownValues);
      if (error) {
        errors = { ...errors, [error.field!]: errorText(frame, error.code, error.field) };
        status = status === 200 ? 400 : status;
      }
      const formToken = guard.tokenFor(req, res);
      const change =
        changeOutcome(reservation.status) === "refuse"
          ? undefined
          : changeForm(frame, restaurant, { reservation, pin: credentials.pin, formToken, choice, values: shownValues, errors });
      const shown = reservationShown(frame, restaurant, {
        reservation,
        pin: credentials.pin,
        formToken,
        notice,
        problem: errors.form,
        change,
      });
      send(res, frame, status, stepPage(frame, restaurant, heading, shown));
    } catch (error) {
      if (!(error instanceof CouvertError) || error.status === 429 || error.status >= 500) throw error;
      const message = errorText(frame, error.code, error.field);
      const field = error.code === "invalid_credentials" ? "pin" : error.field;
      again(field === "reservation_number" || field === "pin" ? { [field]: message } : { form: message }, error.status);
    }
  };

  router.get("/r/:slug", visit(mainPage));
  router.get("/r/:slug/book", visit(timesPage));
  router.post("/r/:slug/book", formBody, visit(book));
  router.post("/r/:slug/manage", formBody, visit(manage));
  router.all(["/r", "/r/*rest"], (req, res) => {
    noStore(res);
    const frame = frameFor(req, null);
    send(res, frame, 404, notFoundPage(frame));
  });
  return router;
}

/** The page's language and strings, and a fresh nonce for its styles. */
function frameFor(req: Request, restaurant: Restaurant | null): PageFrame {
  const lang = hostedLang(req, restaurant);
  return { lang, strings: HOSTED_STRINGS[lang], nonce: randomBytes(16).toString("base64") };
}

/** Like the demo pages' policy: no inline script and no eval; inline styles only by the page's nonce. */
const pagePolicy = (nonce: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' https: data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

function send(res: Response, frame: PageFrame, status: number, html: string): void {
  res.set("Content-Security-Policy", pagePolicy(frame.nonce));
  res.status(status).type("html").send(html);
}

/** Counts one request against a limit; rejects with its 429 past the quota. */
const limited = (limit: RequestLimit, res: Response, key: string): Promise<void> =>
  new Promise((resolve, reject) => limit.count(res, key, (error) => (error ? reject(error) : resolve())));

/** Today in the restaurant's zone and the usual party: the first step's defaults. */
function dateDefaults(restaurant: Restaurant, now: Date): { date: string; minDate: string; partySize: string } {
  const today = localDateOf(now, restaurant.timezone);
  const party = Math.min(Math.max(DEFAULT_PARTY_SIZE, restaurant.minPartySize), restaurant.maxPartySize);
  return { date: today, minDate: today, partySize: String(party) };
}

const stringsOf = (query: Record<string, unknown>): FormValues =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === "string"));

/** The first error of each field, in the page's language; an error about no field goes to `form`. */
function firstPerField(errors: readonly { code: CouvertError["code"]; field?: string }[], frame: PageFrame): FormErrors {
  const byField: Record<string, string> = {};
  for (const error of errors) byField[error.field ?? "form"] ??= errorText(frame, error.code, error.field);
  return byField;
}

/** The booking an earlier sending of the same form made (its stored answer), or null for a stored refusal. */
function storedBooking(body: unknown): BookingCreated | null {
  const parsed = BookingCreatedSchema.safeParse((body as { data?: unknown } | null)?.data);
  return parsed.success ? parsed.data : null;
}

/** The gallery's first image, for social previews; null without one. */
async function previewImage(ctx: AppContext, restaurant: Restaurant): Promise<PreviewImage | null> {
  const gallery = (await ctx.services.content.document(restaurant.id, "gallery")) as GalleryContent | null;
  const first = gallery?.items[0];
  return first ? { url: first.url, alt: first.alt, width: first.width, height: first.height } : null;
}
