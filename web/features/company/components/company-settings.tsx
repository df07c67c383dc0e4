import { type CompanySettings, companySettingsForm } from '@domain/contracts/company';
import { plural } from '@domain/plural';
import { allowanceOrDefault } from '@domain/team-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2Icon, UploadIcon } from 'lucide-react';
import { type ComponentProps, useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
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

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/** Settings → Company: overview, name and default allowance, logo, the default work week, and the Danger Zone. */
export function CompanySettingsTab({
  onDeleted,
  subscriptionStep,
}: {
  onDeleted: () => void;
  /** Billing's step of the delete dialog, while a paid plan is active. */
  subscriptionStep?: ComponentProps<typeof DeleteCompanyDialog>['subscriptionStep'];
}) {
  const settings = useCompanySettings();
  return (
    <QueryState
      query={settings}
      loading="Loading company settings"
      skeleton={
        <div className="space-y-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      }
      error="Failed to load company settings"
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
                <h2 className="text-destructive">Danger Zone</h2>
              </CardTitle>
              <CardDescription>
                Deleting the company signs everyone out at once and permanently deletes its data within 30
                days, except the working-time records the law requires us to keep for 4 years.
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
  return company.logoUrl ? (
    <img
      src={company.logoUrl}
      alt={`${company.name} logo`}
      className={`${className} rounded-md border object-contain`}
    />
  ) : (
    <div className={`${className} flex items-center justify-center rounded-md border bg-muted`}>
      <Building2Icon className="size-1/2 text-muted-foreground" aria-hidden="true" />
    </div>
  );
}

function CompanyOverview({ company }: { company: CompanySettings }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4">
        <CompanyLogo company={company} className="size-16 shrink-0" />
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-lg">{company.name}</h2>
          <p className="text-muted-foreground text-sm">
            {plural(company.memberCount, { one: 'member', other: 'members' })} · default allowance{' '}
            {company.defaultHolidayAllowance} days
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function CompanyDetailsForm({ company }: { company: CompanySettings }) {
  const update = useUpdateCompanySettings();
  const saved = { name: company.name, defaultHolidayAllowance: String(company.defaultHolidayAllowance) };
  const form = useForm({ resolver: zodResolver(companySettingsForm), defaultValues: saved });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the saved values change.
  useEffect(() => form.reset(saved), [company.name, company.defaultHolidayAllowance]);
  const [name, allowance] = useWatch({ control: form.control, name: ['name', 'defaultHolidayAllowance'] });
  const unchanged =
    name.trim() === company.name && allowanceOrDefault(allowance) === company.defaultHolidayAllowance;

  const submit = form.handleSubmit(async (values) => {
    const defaultHolidayAllowance = allowanceOrDefault(values.defaultHolidayAllowance);
    try {
      await update.mutateAsync({ name: values.name, defaultHolidayAllowance });
      toast.success('Company settings updated successfully');
    } catch (e) {
      toast.error('Failed to update company settings', { description: errorMessage(e, SOMETHING_WRONG) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Company Details</h2>
        </CardTitle>
        <CardDescription>
          The name everyone sees, and the holiday allowance of members who have no allowance of their own.
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
                  <FormLabel>Company Name</FormLabel>
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
                  <FormLabel>Default Holiday Allowance (days)</FormLabel>
                  <FormControl>
                    <Input type="number" inputMode="numeric" min={0} max={365} step={1} {...field} />
                  </FormControl>
                  <FormDescription>
                    0 to 365 days; any other value is saved as 25. A change applies from{' '}
                    {company.defaultHolidayAllowanceYear} on; earlier years keep theirs.
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div>
              <Button type="submit" disabled={unchanged || update.isPending}>
                {update.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

function CompanyLogoUpload({ company }: { company: CompanySettings }) {
  const upload = useUploadCompanyLogo();
  const input = useRef<HTMLInputElement>(null);

  const choose = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error('Failed to upload logo', { description: 'Please select an image file' });
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success('Company logo updated successfully');
    } catch (err) {
      toast.error('Failed to upload logo', { description: errorMessage(err, SOMETHING_WRONG) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Company Logo</h2>
        </CardTitle>
        <CardDescription>Shown to your team in Plantel.</CardDescription>
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
            aria-label="Logo file"
            onChange={choose}
          />
          <Button variant="outline" onClick={() => input.current?.click()} disabled={upload.isPending}>
            {upload.isPending ? <Spinner label="Uploading logo" /> : <UploadIcon aria-hidden="true" />}
            {upload.isPending ? 'Uploading...' : 'Upload Logo'}
          </Button>
          <p className="text-muted-foreground text-xs">at least 200px on the smallest side, max 2MB</p>
        </div>
      </CardContent>
    </Card>
  );
}
