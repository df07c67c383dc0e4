import { displayName } from '@domain/people';
// Account deletion e-mails. Not optional: a request to the admins has a legal deadline, and the person
// must learn that their account is gone and what is kept.

import {
  ACCOUNT_PURGE_AFTER_DAYS,
  BACKUPS_DELETED_WITHIN_DAYS,
  PERSONAL_DATA_DELETED_WITHIN_DAYS,
  REQUESTS_ANSWERED_WITHIN_DAYS,
  TIME_RECORDS_KEPT_YEARS,
} from '@domain/privacy';
import { type MailMessage, renderEmail } from '../../platform/mailer';

export interface MailPerson {
  email: string;
  firstName: string;
  lastName: string;
}

export function deletionRequestedEmail(input: {
  to: MailPerson;
  requester: MailPerson;
  answerBy: string;
  appUrl: string;
}): MailMessage {
  const who = displayName(input.requester);
  return renderEmail({
    to: input.to.email,
    subject: `Account deletion request from ${who}`,
    greeting: `Hello ${displayName(input.to)},`,
    paragraphs: [
      `${who} (${input.requester.email}) asked for their Plantel account to be deleted.`,
      `Data protection law gives you ${REQUESTS_ANSWERED_WITHIN_DAYS} days to answer: please delete the account, or talk to ${input.requester.firstName || who}, by ${input.answerBy}.`,
      `Deleting it ends their access at once. Their personal data is deleted within ${PERSONAL_DATA_DELETED_WITHIN_DAYS} days; the working-time records the company must keep for ${TIME_RECORDS_KEPT_YEARS} years stay, under a pseudonym.`,
    ],
    action: { label: 'Open Privacy settings', url: `${input.appUrl}/app/settings?tab=privacy` },
  });
}

export function accountDeletedEmail(input: {
  to: MailPerson;
  companyName: string;
  pseudonym: string;
}): MailMessage {
  return renderEmail({
    to: input.to.email,
    subject: 'Your Plantel account was deleted',
    greeting: `Hello ${displayName(input.to)},`,
    paragraphs: [
      `An administrator of ${input.companyName} deleted your Plantel account. You have been signed out everywhere and can no longer sign in.`,
      `Your personal data (profile, photo, absences, preferences and consents) is deleted after ${ACCOUNT_PURGE_AFTER_DAYS} days, and within ${PERSONAL_DATA_DELETED_WITHIN_DAYS} days at the latest; copies in backups are gone within ${BACKUPS_DELETED_WITHIN_DAYS} days.`,
      `Spanish law requires ${input.companyName} to keep working-time records for ${TIME_RECORDS_KEPT_YEARS} years. Yours are kept under the pseudonym "${input.pseudonym}" and deleted after that.`,
      `If you did not ask for this, contact ${input.companyName} or reply to this e-mail.`,
    ],
  });
}
