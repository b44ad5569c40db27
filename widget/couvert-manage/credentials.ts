import type { ReactiveController, ReactiveControllerHost } from "lit";
import { credentialsInFragment, withoutCredentials } from "../../core/reservation/manage-link.ts";
import { reservationNumberIn } from "../../core/reservation/number.ts";
import type { PinResetRequest } from "../../core/reservation/schemas.ts";
import { parseFields } from "../../core/reservation/validate.ts";

/** What the look-up form holds: the number and PIN as typed. */
export interface TypedCredentials {
  number: string;
  pin: string;
}

const FRAGMENT = /^#?couvert=/;

/**
 * The look-up a manage link's fragment asks for (`#couvert=NUMBER.PIN`, core's manage-link.ts), as
 * if typed; null when the fragment is no manage link. A mangled one (a PIN cut short by a mail
 * client, say) is still read as typed, so the look-up form says what is wrong with it.
 */
export function fragmentCredentials(hash: string): TypedCredentials | null {
  if (!FRAGMENT.test(hash)) return null;
  const parsed = credentialsInFragment(hash);
  if (parsed) return { number: String(parsed.reservationNumber), pin: parsed.pin };
  const [number = "", ...pin] = hash.replace(FRAGMENT, "").split("&")[0]!.split(".");
  const rest = pin.join(".");
  return number || rest ? { number: number.slice(0, 9), pin: rest.slice(0, 32) } : null;
}

/** The parts of `window` the controller uses (a test passes its own). */
export type FragmentWindow = Pick<Window, "location" | "history" | "addEventListener" | "removeEventListener">;

/**
 * Takes a manage link's credentials out of the host page's address, when the element connects and
 * on every `hashchange` while it is connected: the fragment is removed with `history.replaceState`
 * before anything else (path and query stay; no history entry keeps the PIN), then `open` gets
 * what it held. The first element to see a fragment takes it; since it is gone at once, a second
 * `<couvert-manage>` on the page finds nothing and stays as it was.
 */
export class FragmentController implements ReactiveController {
  private readonly open: (credentials: TypedCredentials) => void;
  private readonly win: FragmentWindow;

  constructor(host: ReactiveControllerHost, open: (credentials: TypedCredentials) => void, win: FragmentWindow = window) {
    this.open = open;
    this.win = win;

    host.addController(this);
  }

  hostConnected(): void {
    this.take();
    this.win.addEventListener("hashchange", this.take);
  }

  hostDisconnected(): void {
    this.win.removeEventListener("hashchange", this.take);
  }

  private readonly take = (): void => {
    const { location, history } = this.win;
    const credentials = fragmentCredentials(location.hash);
    if (!credentials) return;
    history.replaceState(history.state, "", withoutCredentials(location.href));
    this.open(credentials);
  };
}

/** Which entry of the lost-PIN form is wrong. */
export type PinResetField = "reservation_number" | "email";

/**
 * The body of POST /reservation/pin-reset from the form's entries, or which entries are wrong: the
 * number as the look-up checks it, the e-mail address as the booking form does (core's rules).
 */
export function pinResetBody(number: string, email: string): { body: PinResetRequest; errors?: never } | { errors: PinResetField[] } {
  const errors: PinResetField[] = [];
  const reservationNumber = reservationNumberIn(number);
  const trimmedEmail = email.trim();
  if (reservationNumber === null) errors.push("reservation_number");
  if (!trimmedEmail || parseFields({ guest_email: trimmedEmail }).errors.length) errors.push("email");
  return reservationNumber === null || errors.length
    ? { errors }
    : { body: { reservation_number: reservationNumber, email: trimmedEmail } };
}
