import type { Me, SignUpRequest } from '@domain/contracts/accounts';
import { AppError, conflict } from '@domain/errors';
import { DEFAULT_COUNTRY } from '@domain/holidays/regions';
import { companyLocaleFor, DEFAULT_LOCALE, isLocale } from '@domain/i18n/locales';
import type { Message } from '@domain/i18n/message';
import type { Role } from '@domain/roles';
import type { AuthService, NewAccount } from '../../platform/auth';
import type { Database, Tx } from '../../platform/db';
import { passwordProblemText } from '../../platform/passwords';
import * as people from '../context/people.service';
import { checkInvitationForSignUp, recordInvitedSignUp } from '../invitations/sign-up.service';
import * as repo from './accounts.repository';

/** Sign-up's answer, in the language the sign-up asks for (the new company's), else the requester's. */
export const SIGN_UP_MESSAGE = /*i18n*/ {
  id: 'accounts.signUp.sent',
  message: "We've sent you a confirmation link to complete your registration.",
};
const EMAIL_TAKEN = /*i18n*/ {
  id: 'errors.accounts.emailTaken',
  message: 'An account with this email already exists. Sign in or use another email.',
};

export interface AccountsDeps {
  db: Database;
  auth: AuthService;
}

/**
 * Sign-up creates the user (better-auth), the company and the admin profile in one transaction:
 * the profile and company are written by `createProfileForNewUser`, which better-auth calls inside it.
 * Through an invitation it creates the user and a profile without company instead; the account joins the
 * invitation's company once its e-mail is verified (invitations module, `onEmailVerified`).
 */
export async function signUp(deps: AccountsDeps, input: SignUpRequest, headers: Headers): Promise<Message> {
  const problem = passwordProblemText(input.password, { email: input.email });
  if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ field: 'password', message: problem }]);
  if (input.invitationCode) await checkInvitationForSignUp(deps.db, input.invitationCode, input.email);
  if (await repo.emailExists(deps.db, input.email)) throw conflict(EMAIL_TAKEN);

  try {
    const { created } = await deps.auth.signUp({
      email: input.email,
      password: input.password,
      account: {
        firstName: input.firstName,
        lastName: input.lastName,
        ...(input.companyName ? { companyName: input.companyName } : {}),
        ...(input.invitationCode ? { invitationCode: input.invitationCode } : {}),
        ...(input.language ? { language: input.language } : {}),
      },
      headers,
      callbackURL: '/auth?verified=1',
    });
    // better-auth answers a duplicate e-mail without creating anything (a concurrent sign-up won).
    if (!created) throw conflict(EMAIL_TAKEN);
  } catch (e) {
    if (e instanceof AppError) throw e;
    if (isUniqueViolation(e) || (await repo.emailExists(deps.db, input.email))) throw conflict(EMAIL_TAKEN);
    throw e;
  }
  return SIGN_UP_MESSAGE;
}

/** Called by better-auth inside the sign-up transaction (see platform/auth.ts). */
export async function createProfileForNewUser(
  tx: Tx,
  user: { id: string; email: string },
  account: NewAccount,
) {
  if (account.companyName) {
    const company = await repo.insertCompany(tx, {
      name: account.companyName,
      language: account.language ?? companyLocaleFor(DEFAULT_COUNTRY),
    });
    await repo.insertProfile(tx, {
      id: user.id,
      email: user.email,
      firstName: account.firstName,
      lastName: account.lastName,
      activeCompanyId: company.id,
    });
    await people.openMembership(tx, company.id, user.id, 'admin');
    return;
  }
  if (account.invitationCode) {
    await recordInvitedSignUp(tx, user, account.invitationCode);
    await repo.insertProfile(tx, {
      id: user.id,
      email: user.email,
      firstName: account.firstName,
      lastName: account.lastName,
      activeCompanyId: null,
    });
    return;
  }
  throw new Error('A new account needs a company name or an invitation');
}

/**
 * The signed-in person, their role and company: the member comes from the session (its company and the open
 * membership there); without one (Access Revoked, an invitation waiting, a deleted company) there is no
 * company and the role is that of someone without one.
 */
export async function getMe(
  db: Database,
  viewer: { userId: string },
  member: { companyId: string; role: Role } | null,
): Promise<Me> {
  const row = await repo.findMe(db, viewer.userId, member?.companyId ?? null);
  if (!row)
    throw new AppError(
      'UNAUTHENTICATED',
      /*i18n*/ { id: 'errors.signedOut', message: 'You must be signed in.' },
    );
  const company = member && row.company?.id ? row.company : null;
  return {
    user: row.user,
    profile: row.profile?.id
      ? {
          ...row.profile,
          id: row.profile.id,
          role: company ? member!.role : 'employee',
          companyId: company ? company.id : null,
          language: isLocale(row.profile.language) ? row.profile.language : null,
        }
      : null,
    company: company
      ? {
          id: company.id,
          name: company.name,
          logoUrl: company.logoUrl,
          language: isLocale(company.language) ? company.language : DEFAULT_LOCALE,
        }
      : null,
  } as Me;
}

export async function checkResetToken(db: Database, token: string): Promise<boolean> {
  return (await repo.findUserByResetToken(db, token)) !== null;
}

/**
 * Sets the new password (better-auth ends every session of the account), then signs the person in on
 * this device: the spec sends them to the dashboard signed in.
 */
export async function resetPassword(
  deps: AccountsDeps,
  input: { token: string; password: string },
  headers: Headers,
) {
  const owner = await repo.findUserByResetToken(deps.db, input.token);
  if (!owner)
    throw new AppError(
      'BAD_REQUEST',
      /*i18n*/ {
        id: 'errors.accounts.resetLinkInvalid',
        message: 'Invalid or expired reset link. Please request a new one.',
      },
    );
  const problem = passwordProblemText(input.password, { email: owner.email });
  if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ field: 'password', message: problem }]);
  await deps.auth.auth.api.resetPassword({
    body: { token: input.token, newPassword: input.password },
    headers,
  });
  const signedIn = await deps.auth.auth.api.signInEmail({
    body: { email: owner.email, password: input.password },
    headers,
    returnHeaders: true,
  });
  return signedIn.headers.getSetCookie();
}

function isUniqueViolation(e: unknown): boolean {
  const cause = (e as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}
