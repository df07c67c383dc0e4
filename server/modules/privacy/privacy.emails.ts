// Account deletion e-mails. Not optional: a request to the admins has a legal deadline, and the person
// must learn that their account is gone and what is kept. In the recipient's language.

import { displayName } from '@domain/people';
import {
  ACCOUNT_PURGE_AFTER_DAYS,
  BACKUPS_DELETED_WITHIN_DAYS,
  PERSONAL_DATA_DELETED_WITHIN_DAYS,
  REQUESTS_ANSWERED_WITHIN_DAYS,
  TIME_RECORDS_KEPT_YEARS,
} from '@domain/privacy';
import { localeOf, type Reader, type Texts, textsFor } from '../../i18n/i18n';
import { type MailMessage, renderEmail } from '../../platform/mailer';

export interface MailPerson extends Reader {
  email: string;
  firstName: string;
  lastName: string;
}

const hello = (t: Texts['t'], to: MailPerson) =>
  t(/*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: displayName(to) } });

export function deletionRequestedEmail(input: {
  to: MailPerson;
  requester: MailPerson;
  /** yyyy-MM-dd */
  answerBy: string;
  appUrl: string;
}): MailMessage {
  const { t, format, locale } = textsFor(localeOf(input.to));
  const who = displayName(input.requester);
  // English keeps the ISO date it always had; the other languages write it as their readers do.
  const by = locale === 'en' ? input.answerBy : format.date(input.answerBy);
  return renderEmail({
    locale,
    to: input.to.email,
    subject: t(
      /*i18n*/ {
        id: 'email.privacy.requestSubject',
        message: 'Account deletion request from {who}',
        values: { who },
      },
    ),
    greeting: hello(t, input.to),
    paragraphs: [
      t(
        /*i18n*/ {
          id: 'email.privacy.requested',
          message: '{who} ({email}) asked for their Plantel account to be deleted.',
          values: { who, email: input.requester.email },
        },
      ),
      t(
        /*i18n*/ {
          id: 'email.privacy.answerWithin',
          message:
            'Data protection law gives you {days} days to answer: please delete the account, or talk to {name}, by {by}.',
          values: { days: REQUESTS_ANSWERED_WITHIN_DAYS, name: input.requester.firstName || who, by },
        },
      ),
      t(
        /*i18n*/ {
          id: 'email.privacy.whatHappens',
          message:
            'Deleting it ends their access at once. Their personal data is deleted within {days} days; the working-time records the company must keep for {years} years stay, under a pseudonym.',
          values: { days: PERSONAL_DATA_DELETED_WITHIN_DAYS, years: TIME_RECORDS_KEPT_YEARS },
        },
      ),
    ],
    action: {
      label: t(/*i18n*/ { id: 'email.privacy.openSettings', message: 'Open Privacy settings' }),
      url: `${input.appUrl}/app/settings?tab=privacy`,
    },
  });
}

export function accountDeletedEmail(input: {
  to: MailPerson;
  companyName: string;
  pseudonym: string;
}): MailMessage {
  const { t, locale } = textsFor(localeOf(input.to));
  const company = input.companyName;
  return renderEmail({
    locale,
    to: input.to.email,
    subject: t(/*i18n*/ { id: 'email.privacy.deletedSubject', message: 'Your Plantel account was deleted' }),
    greeting: hello(t, input.to),
    paragraphs: [
      t(
        /*i18n*/ {
          id: 'email.privacy.deleted',
          message:
            'An administrator of {company} deleted your Plantel account. You have been signed out everywhere and can no longer sign in.',
          values: { company },
        },
      ),
      t(
        /*i18n*/ {
          id: 'email.privacy.deletedData',
          message:
            'Your personal data (profile, photo, absences, preferences and consents) is deleted after {purge} days, and within {within} days at the latest; copies in backups are gone within {backups} days.',
          values: {
            purge: ACCOUNT_PURGE_AFTER_DAYS,
            within: PERSONAL_DATA_DELETED_WITHIN_DAYS,
            backups: BACKUPS_DELETED_WITHIN_DAYS,
          },
        },
      ),
      t(
        /*i18n*/ {
          id: 'email.privacy.recordsKept',
          message:
            'Spanish law requires {company} to keep working-time records for {years} years. Yours are kept under the pseudonym "{pseudonym}" and deleted after that.',
          values: { company, years: TIME_RECORDS_KEPT_YEARS, pseudonym: input.pseudonym },
        },
      ),
      t(
        /*i18n*/ {
          id: 'email.privacy.notYou',
          message: 'If you did not ask for this, contact {company} or reply to this e-mail.',
          values: { company },
        },
      ),
    ],
  });
}
