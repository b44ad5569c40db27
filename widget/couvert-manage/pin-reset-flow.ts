import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { PinResetRequest } from "../../core/reservation/schemas.ts";
import type { ApiError } from "../api/client.ts";
import { pinResetBody, type PinResetField } from "./credentials.ts";

/** The lost-PIN screens as `<couvert-manage>` keeps them in its screen union. */
export type PinResetScreen = { screen: "reset"; sending: boolean } | { screen: "resetDone" };

/** What the flow asks of its element: the shared look-up number, the sending, and the screen. */
export interface PinResetSteps {
  /** The reservation number typed (the look-up form's, shared). */
  number: () => string;
  /** Sends POST /reservation/pin-reset. */
  post: (body: PinResetRequest) => Promise<unknown>;
  /** The error as the element reports it (`couvert-error`). */
  report: (error: unknown) => ApiError;
  /** Shows the lost-PIN form or its answer. */
  show: (screen: PinResetScreen) => void;
  /** Whether the screen still shows the lost-PIN form (not sending): else a submit does nothing. */
  ready: () => boolean;
  /** The error of the last action, shown above the form; null clears it. */
  setError: (error: ApiError | null) => void;
  /** Counts fresh starts: an answer into a later session is dropped. */
  session: () => number;
  focus: (selector: string) => void;
}

/**
 * `<couvert-manage>`'s "E-mail me a new PIN": the address typed, which entries are wrong (checked
 * here first, else as the server refused them), and the sending. The answer is the same whether
 * or not number and address matched (docs/api.md §6.7).
 */
export class PinResetFlow implements ReactiveController {
  /** The address typed into the lost-PIN form. */
  email = "";
  /** Whether the guest has tried to send: errors show from then on. */
  private touched = false;
  /** Entries the server refused (400 with `field`), until they are edited. */
  private refused: PinResetField[] = [];
  private readonly host: ReactiveControllerHost;
  private readonly steps: PinResetSteps;

  constructor(host: ReactiveControllerHost, steps: PinResetSteps) {
    this.host = host;
    this.steps = steps;
    host.addController(this);
  }

  hostConnected(): void {}

  /** The form anew: nothing wrong shown yet. */
  start(): void {
    this.touched = false;
    this.refused = [];
    this.steps.show({ screen: "reset", sending: false });
  }

  /** An entry was edited: what the server refused is checked here again. */
  edited(): void {
    this.refused = [];
    this.host.requestUpdate();
  }

  /** The entries to mark wrong. */
  wrong(): PinResetField[] {
    if (!this.touched) return [];
    return pinResetBody(this.steps.number(), this.email).errors ?? this.refused;
  }

  async send(event?: Event): Promise<void> {
    event?.preventDefault();
    const { steps } = this;
    if (!steps.ready()) return;
    this.touched = true;
    this.refused = [];
    steps.setError(null);
    this.host.requestUpdate();
    const checked = pinResetBody(steps.number(), this.email);
    if (checked.errors) {
      steps.focus(checked.errors[0] === "email" ? "#f-reset-email" : "#f-reset-number");
      return;
    }
    const session = steps.session();
    steps.show({ screen: "reset", sending: true });
    try {
      await steps.post(checked.body);
      if (session !== steps.session()) return;
      steps.show({ screen: "resetDone" });
      steps.focus("#reset-done");
    } catch (error) {
      const apiError = steps.report(error);
      if (session !== steps.session()) return;
      steps.show({ screen: "reset", sending: false });
      const field = apiError.code === "invalid_request" ? apiError.field : undefined;
      if (field === "reservation_number" || field === "email") {
        this.refused = [field];
        this.host.requestUpdate();
        steps.focus(field === "email" ? "#f-reset-email" : "#f-reset-number");
      } else {
        steps.setError(apiError);
        steps.focus("#action-error");
      }
    }
  }
}
