import { type CompanySettings, companySettingsForm } from '@domain/contracts/company';
import { allowanceOrDefault } from '@domain/team-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Building2Icon, UploadIcon } from 'lucide-react';
import { type ComponentProps, useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { translatedResolver } from '@/components/form-errors';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCompanySettings, useUpdateCompanySettings, useUploadCompanyLogo } from '../api/company';
import { CompanyLanguageCard } from './company-language-card';
import { CompanyWorkWeek } from './company-work-week';
import { DeleteCompanyDialog } from './delete-company-dialog';

/** Settings → Company: overview, name and default allowance, logo, the default work week, and the Danger Zone. */
export function CompanySettingsTab({
  onDeleted,
  subscriptionStep,
}: {
  onDeleted: () => void;
  /** Billing's step of the delete dialog, while a paid plan is active. */
  subscriptionStep?: ComponentProps<typeof DeleteCompanyDialog>['subscriptionStep'];
}) {
  const { t } = useLingui();
  const settings = useCompanySettings();
  return (
    <QueryState
      query={settings}
      loading={t({ id: 'company.settings.loading', message: 'Loading company settings' })}
      skeleton={
        <div className="space-y-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      }
      error={t({ id: 'company.settings.failed', message: 'Failed to load company settings' })}
      errorCard
    >
      {(company) => (
        <div className="space-y-4">
          <CompanyOverview company={company} />
          <CompanyDetailsForm company={company} />
          <CompanyLogoUpload company={company} />
          <CompanyLanguageCard language={company.language} />
          <CompanyWorkWeek />
          <Card className="border-destructive/50">
            <CardHeader>
              <CardTitle>
                <h2 className="text-destructive">
                  <Trans id="company.danger.title">Danger Zone</Trans>
                </h2>
              </CardTitle>
              <CardDescription>
                <Trans id="company.danger.description">
                  Deleting the company signs everyone out at once and permanently deletes its data within 30
                  days, except the working-time records the law requires us to keep for 4 years.
                </Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <DeleteCompanyDialog
                companyName={company.name}
                onDeleted={onDeleted}
                subscriptionStep={subscriptionStep}
              />
            </CardContent>
          </Card>
        </div>
      )}
    </QueryState>
  );
}

function CompanyLogo({ company, className }: { company: CompanySettings; className: string }) {
  const { t } = useLingui();
  const name = company.name;
  return company.logoUrl ? (
    <img
      src={company.logoUrl}
      alt={t({ id: 'company.logo.alt', message: `${name} logo` })}
      className={`${className} rounded-md border object-contain`}
    />
  ) : (
    <div className={`${className} flex items-center justify-center rounded-md border bg-muted`}>
      <Building2Icon className="size-1/2 text-muted-foreground" aria-hidden="true" />
    </div>
  );
}

function CompanyOverview({ company }: { company: CompanySettings }) {
  const members = company.memberCount;
  const allowance = company.defaultHolidayAllowance;
  return (
    <Card>
      <CardContent className="flex items-center gap-4">
        <CompanyLogo company={company} className="size-16 shrink-0" />
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-lg" title={company.name}>
            {company.name}
          </h2>
          <p className="text-muted-foreground text-sm">
            <Trans id="company.overview.summary">
              <Plural value={members} one="# member" other="# members" /> · default allowance {allowance} days
            </Trans>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function CompanyDetailsForm({ company }: { company: CompanySettings }) {
  const { t } = useLingui();
  const update = useUpdateCompanySettings();
  const saved = { name: company.name, defaultHolidayAllowance: String(company.defaultHolidayAllowance) };
  const form = useForm({
    resolver: translatedResolver(zodResolver(companySettingsForm)),
    defaultValues: saved,
  });
  const fromYear = company.defaultHolidayAllowanceYear;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the saved values change.
  useEffect(() => form.reset(saved), [company.name, company.defaultHolidayAllowance]);
  const [name, allowance] = useWatch({ control: form.control, name: ['name', 'defaultHolidayAllowance'] });
  const unchanged =
    name.trim() === company.name && allowanceOrDefault(allowance) === company.defaultHolidayAllowance;

  const submit = form.handleSubmit(async (values) => {
    const defaultHolidayAllowance = allowanceOrDefault(values.defaultHolidayAllowance);
    try {
      await update.mutateAsync({ name: values.name, defaultHolidayAllowance });
      toast.success(t({ id: 'company.details.saved', message: 'Company settings updated successfully' }));
    } catch (e) {
      toast.error(t({ id: 'company.details.failed', message: 'Failed to update company settings' }), {
        description: errorMessage(
          e,
          t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
        ),
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="company.details.title">Company Details</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="company.details.description">
            The name everyone sees, and the holiday allowance of members who have no allowance of their own.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={submit} className="grid gap-4 sm:max-w-md" noValidate>
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    <Trans id="company.details.name">Company Name</Trans>
                  </FormLabel>
                  <FormControl>
                    <Input autoComplete="organization" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="defaultHolidayAllowance"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    <Trans id="company.details.allowance">Default Holiday Allowance (days)</Trans>
                  </FormLabel>
                  <FormControl>
                    <Input type="number" inputMode="numeric" min={0} max={365} step={1} {...field} />
                  </FormControl>
                  <FormDescription>
                    <Trans id="company.details.allowanceHint">
                      0 to 365 days; any other value is saved as 25. A change applies from {fromYear} on;
                      earlier years keep theirs.
                    </Trans>
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div>
              <Button type="submit" disabled={unchanged || update.isPending}>
                {update.isPending ? (
                  <Trans id="common.saving">Saving...</Trans>
                ) : (
                  <Trans id="common.saveChanges">Save Changes</Trans>
                )}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

function CompanyLogoUpload({ company }: { company: CompanySettings }) {
  const { t } = useLingui();
  const upload = useUploadCompanyLogo();
  const input = useRef<HTMLInputElement>(null);
  const failed = t({ id: 'company.logo.failed', message: 'Failed to upload logo' });

  const choose = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(failed, {
        description: t({ id: 'company.logo.notImage', message: 'Please select an image file' }),
      });
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success(t({ id: 'company.logo.saved', message: 'Company logo updated successfully' }));
    } catch (err) {
      toast.error(failed, {
        description: errorMessage(
          err,
          t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
        ),
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="company.logo.title">Company Logo</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="company.logo.description">Shown to your team in Plantel.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <CompanyLogo company={company} className="size-24 shrink-0" />
        <div className="space-y-2">
          <input
            ref={input}
            id="company-logo-file"
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={t({ id: 'company.logo.file', message: 'Logo file' })}
            onChange={choose}
          />
          <Button variant="outline" onClick={() => input.current?.click()} disabled={upload.isPending}>
            {upload.isPending ? (
              <Spinner label={t({ id: 'company.logo.uploadingLabel', message: 'Uploading logo' })} />
            ) : (
              <UploadIcon aria-hidden="true" />
            )}
            {upload.isPending ? (
              <Trans id="common.uploading">Uploading...</Trans>
            ) : (
              <Trans id="company.logo.upload">Upload Logo</Trans>
            )}
          </Button>
          <p className="text-muted-foreground text-xs">
            <Trans id="company.logo.hint">at least 200px on the smallest side, max 2MB</Trans>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
