import type { ApiError } from "../api/client.ts";
import { newKey } from "./copy.ts";

/**
 * The `Idempotency-Key` of one form submission. The server stores its answer under the key, 4xx
 * refusals included, and replays it for the same key. So the key is kept for a retry of the very
 * same request (no answer, 429, 5xx, still in progress), dropped after a final answer, and dropped
 * when the guest edits the form, except while a request is in flight (the form is disabled then,
 * and a retry must still find its first answer).
 */
export class SubmissionKey {
  private key: string | null = null;
  private inFlight = false;

  private readonly make: () => string;

  constructor(make: () => string = newKey) {
    this.make = make;
  }

  /** The key for a send: the one kept for a retry, else a fresh one. */
  begin(): string {
    this.inFlight = true;
    return (this.key ??= this.make());
  }

  /** After the answer; `error` when it failed. */
  end(error?: ApiError): void {
    this.inFlight = false;
    if (!error?.retryable) this.key = null;
  }

  /** The guest changed the form: the next send is a new request. */
  edited(): void {
    if (!this.inFlight) this.key = null;
  }

  /** Forget the key (a fresh form). */
  reset(): void {
    this.key = null;
    this.inFlight = false;
  }
}
