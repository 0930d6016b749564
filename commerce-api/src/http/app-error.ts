/** The one error type a handler throws to answer with a status, a stable code and a user-facing message. */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  /** Facts the client needs to act on the error (e.g. which cart line it is about); sent as `details`. */
  readonly details?: Record<string, unknown>;

  constructor(code: string, message: string, status: number, details?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.status = status;
    this.details = details;
  }
}
