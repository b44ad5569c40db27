/**
 * `<couvert-manage>`'s screens after the first: the found reservation (fetched with the look-up)
 * and the lost-PIN form (fetched when the guest asks for it). A chunk of its own, since no page's
 * first screen needs it (issue 30: the widgets' first load within its budget).
 */
export { changeFormValues, differencesFrom, editBaselineOf, overOwnStay } from "./change-draft.ts";
export { renderLostPin, renderLostPinSent } from "./lost-pin-screens.ts";
export { renderChangeForm, renderReservationView } from "./reservation-screens.ts";
