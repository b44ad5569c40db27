import { ERROR_MESSAGES, ERROR_STATUS, type DomainError, type ErrorCode } from "../../core/errors.ts";

/** The one error type of the server: every error body comes from an instance of it. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  /** Extra response headers (Allow, Retry-After). */
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: { message?: string; field?: string; headers?: Record<string, string> } = {}) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.name = "ApiError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.field = options.field;
    this.headers = options.headers ?? {};
  }

  static from(error: DomainError): ApiError {
    return new ApiError(error.code, {
      ...(error.message ? { message: error.message } : {}),
      ...(error.field ? { field: error.field } : {}),
    });
  }

  toBody(): { error: { code: ErrorCode; message: string; field?: string } } {
    return { error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } };
  }
}
