import { ErasureBodySchema, ErasureResultSchema, GuestContactSchema, GuestExportSchema, PrivacyViewSchema } from "../../privacy/schemas.ts";
import { ownerRoute } from "./route.ts";

/**
 * The Privacy screen's routes (docs/api.md §20), owners only. The guest's address travels in a
 * POST body, never in a URL that access logs and browser history keep.
 */
export const privacyContract = {
  privacy: ownerRoute({
    method: "GET",
    path: "/restaurants/:slug/privacy",
    name: "getPrivacy",
    summary: "The guest data retention setting and the latest erasures and retention runs",
    area: "restaurant",
    answer: PrivacyViewSchema,
  }),
  exportGuest: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/privacy/export",
    name: "exportGuest",
    summary: "Everything held about one guest (by e-mail or phone) as one JSON document",
    area: "restaurant",
    body: GuestContactSchema,
    answer: GuestExportSchema,
  }),
  eraseGuest: ownerRoute({
    method: "POST",
    path: "/restaurants/:slug/privacy/erase",
    name: "eraseGuest",
    summary: "Erases one guest's personal data; their future bookings are cancelled with a message first",
    area: "restaurant",
    body: ErasureBodySchema,
    answer: ErasureResultSchema,
  }),
};
