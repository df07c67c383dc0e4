import type { Locale } from '@domain/i18n/locales';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { LanguageSelect } from '@/components/language-select';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { useUpdateCompanyLanguage } from '../api/company';

/** Settings → Company: the members' language unless they choose their own; new members start with it. */
export function CompanyLanguageCard({ language }: { language: Locale }) {
  const { t } = useLingui();
  const update = useUpdateCompanyLanguage();
  const choose = (next: Locale | null) => {
    if (!next || next === language) return;
    update.mutate(
      { language: next },
      {
        onSuccess: () =>
          toast.success(t({ id: 'company.language.saved', message: 'Company language saved' })),
        onError: (e) =>
          toast.error(t({ id: 'company.language.failed', message: 'Could not save the company language' }), {
            description: errorMessage(
              e,
              t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
            ),
          }),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans id="company.language.title">Company language</Trans>
        </CardTitle>
        <CardDescription>
          <Trans id="company.language.description">
            Members see Plantel and receive e-mails in this language unless they choose their own on their
            account page. New members start with it.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Label htmlFor="company-language">
          <Trans id="company.language.label">Language</Trans>
        </Label>
        <LanguageSelect
          id="company-language"
          value={language}
          onChange={choose}
          disabled={update.isPending}
        />
      </CardContent>
    </Card>
  );
}
