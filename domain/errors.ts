/**
 * One error type for the whole product. The server maps `code` to an HTTP status in one place; the client
 * branches on `code` and shows the spec's message. `message` is safe to show to the user.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NO_COMPANY: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SEAT_LIMIT: 402,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  /** Dotted path of the field, e.g. `email` or `entries.3.clockIn`. */
  field: string;
  message: string;
}

/** The JSON body of every error response. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: FieldError[];
    /** A finer machine-readable reason, e.g. EMAIL_NOT_VERIFIED from the sign-in endpoint. */
    reason?: string;
    requestId?: string;
  };
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldError[] | undefined;
  /** A finer reason the client branches on (`ambiguous_time`: ask which occurrence was meant). */
  readonly reason: string | undefined;

  constructor(code: ErrorCode, message: string, fields?: FieldError[], reason?: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
    this.reason = reason;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  'error' in value &&
  typeof (value as ErrorBody).error?.code === 'string';

// Shorthands keep services readable: `throw notFound('Absence not found')`.
export const badRequest = (message: string, fields?: FieldError[]) =>
  new AppError('BAD_REQUEST', message, fields);
export const validationFailed = (message: string, fields?: FieldError[], reason?: string) =>
  new AppError('VALIDATION_FAILED', message, fields, reason);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
