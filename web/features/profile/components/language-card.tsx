import type { Me } from '@domain/contracts/accounts';
import { LOCALE_NAMES, type Locale } from '@domain/i18n/locales';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { LanguageSelect } from '@/components/language-select';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { useUpdateLanguage } from '../api/profile';

/** Account → Profile: the person's language, or their company's (a null choice follows it when it changes). */
export function LanguageCard({ me }: { me: Me }) {
  const { t } = useLingui();
  const update = useUpdateLanguage();
  const company = LOCALE_NAMES[me.company?.language ?? 'en'];
  const choose = (language: Locale | null) =>
    update.mutate(
      { language },
      {
        onSuccess: () => toast.success(t({ id: 'account.language.saved', message: 'Language saved' })),
        onError: (e) =>
          toast.error(t({ id: 'account.language.failed', message: 'Could not save the language' }), {
            description: errorMessage(
              e,
              t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
            ),
          }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans id="account.language.title">Language</Trans>
        </CardTitle>
        <CardDescription>
          <Trans id="account.language.description">
            The language of Plantel's screens and of the e-mails it sends you.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Label htmlFor="account-language">
          <Trans id="account.language.label">Language</Trans>
        </Label>
        <LanguageSelect
          id="account-language"
          value={me.profile?.language ?? null}
          onChange={choose}
          disabled={update.isPending}
          followLabel={t({
            id: 'account.language.followCompany',
            message: `Company's language (${company})`,
          })}
        />
      </CardContent>
    </Card>
  );
}
