import { formatEnglish, isMessage, type Message } from './i18n/message';

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

/**
 * What a throw site says: English text, or a message descriptor (domain/i18n/message.ts) that the server's
 * error handler renders in the requester's language (the English stays the `message`).
 */
export type ErrorText = string | Message;

/** A field's problem as a throw site gives it. */
export interface FieldProblem {
  field: string;
  message: ErrorText;
}

const english = (text: ErrorText) => (typeof text === 'string' ? text : formatEnglish(text));
const descriptorOf = (text: ErrorText) => (isMessage(text) ? text : undefined);

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldError[] | undefined;
  /** A finer reason the client branches on (`ambiguous_time`: ask which occurrence was meant). */
  readonly reason: string | undefined;
  /** The message as a descriptor, when the throw site gave one: rendered in the requester's language. */
  readonly descriptor: Message | undefined;
  /** The fields' messages as descriptors, by position in `fields` (undefined where English only). */
  readonly fieldDescriptors: (Message | undefined)[] | undefined;

  constructor(code: ErrorCode, message: ErrorText, fields?: FieldProblem[], reason?: string) {
    super(english(message));
    this.name = 'AppError';
    this.code = code;
    this.fields = fields?.map((f) => ({ field: f.field, message: english(f.message) }));
    this.fieldDescriptors = fields?.some((f) => isMessage(f.message))
      ? fields.map((f) => descriptorOf(f.message))
      : undefined;
    this.reason = reason;
    this.descriptor = descriptorOf(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /**
   * The message and fields in a language: `render` turns a descriptor into text; English text stays, unless
   * `fixed` knows it (the server's table of the shared rules' fixed texts).
   */
  localized(
    render: (message: Message) => string,
    fixed: (english: string) => Message | undefined = () => undefined,
  ): { message: string; fields: FieldError[] | undefined } {
    const text = (english: string, descriptor: Message | undefined) => {
      const found = descriptor ?? fixed(english);
      return found ? render(found) : english;
    };
    return {
      message: text(this.message, this.descriptor),
      fields: this.fields?.map((f, i) => ({
        field: f.field,
        message: text(f.message, this.fieldDescriptors?.[i]),
      })),
    };
  }
}

export const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  'error' in value &&
  typeof (value as ErrorBody).error?.code === 'string';

// Shorthands keep services readable: `throw notFound(ABSENCE_NOT_FOUND)`.
export const badRequest = (message: ErrorText, fields?: FieldProblem[]) =>
  new AppError('BAD_REQUEST', message, fields);
export const validationFailed = (message: ErrorText, fields?: FieldProblem[], reason?: string) =>
  new AppError('VALIDATION_FAILED', message, fields, reason);
export const forbidden = (
  message: ErrorText = /*i18n*/ { id: 'errors.forbidden', message: 'You do not have permission to do this.' },
) => new AppError('FORBIDDEN', message);
export const notFound = (message: ErrorText = /*i18n*/ { id: 'errors.notFound', message: 'Not found' }) =>
  new AppError('NOT_FOUND', message);
export const conflict = (message: ErrorText) => new AppError('CONFLICT', message);
/** The request's company is gone (deleted since the session was read). */
export const companyNotFound = () =>
  notFound(/*i18n*/ { id: 'errors.companyNotFound', message: 'Company not found' });
