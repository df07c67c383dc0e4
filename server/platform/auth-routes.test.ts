import { describe, expect, it } from 'vitest';
import { authAnswerBody } from './auth-routes';

describe("better-auth's answers as ours (issue 12, item 7)", () => {
  it('turns a validation error into our field list, without the schema path', () => {
    const text = JSON.stringify({
      code: 'VALIDATION_ERROR',
      message:
        '[body.email] Invalid email address; [body.password] Invalid input: expected string, received array',
    });
    expect(JSON.parse(authAnswerBody(text, 400))).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'email: Invalid email address (and 1 more)',
        fields: [
          { field: 'email', message: 'Invalid email address' },
          { field: 'password', message: 'Invalid input: expected string, received array' },
        ],
      },
    });
  });

  it('answers the generic 400 when the message cannot be read, and a generic 5xx body', () => {
    const odd = JSON.stringify({ code: 'VALIDATION_ERROR', message: 'body/password must be string' });
    expect(JSON.parse(authAnswerBody(odd, 400))).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'The request is not valid.' },
    });
    const crash = JSON.stringify({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'relation "users" does not exist',
    });
    expect(JSON.parse(authAnswerBody(crash, 500))).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
    });
  });

  it('keeps better-auth’s own reasons and messages for the errors people see', () => {
    const text = JSON.stringify({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    expect(JSON.parse(authAnswerBody(text, 401))).toEqual({
      error: {
        code: 'UNAUTHENTICATED',
        message: 'Invalid email or password',
        reason: 'INVALID_EMAIL_OR_PASSWORD',
      },
    });
  });
});
