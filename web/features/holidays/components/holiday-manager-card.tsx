import { formatDisplayDate } from '@domain/calendar';
import {
  type BankHolidayEntry,
  type CompanyHolidayEntry,
  createCompanyHolidayRequest,
  FILL_IN_ALL_FIELDS,
  HOLIDAY_NAME_MAX,
  HOLIDAY_NAME_REQUIRED,
} from '@domain/contracts/holidays';
import { holidayLanguage, isCountryCode } from '@domain/holidays/regions';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronLeftIcon, ChevronRightIcon, InfoIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ConfirmAction } from '@/components/confirm-action';
import { DateField } from '@/components/date-field';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import {
  useAddCompanyHoliday,
  useHolidayManager,
  useRemoveCompanyHoliday,
  useRenameCompanyHoliday,
  useUpdateBankHoliday,
} from '../api/preferences';

const SCOPE_LABEL = { national: 'National', regional: 'Regional', local: 'Local' } as const;

type Renaming =
  | { kind: 'bank'; holiday: BankHolidayEntry }
  | { kind: 'company'; holiday: CompanyHolidayEntry };

/**
 * The company holiday manager for one year (spec 000, Preferences): enable or disable bank holidays,
 * rename them, add, rename and remove company holidays, and the four counters.
 */
export function HolidayManagerCard() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  const query = useHolidayManager(year);
  const [renaming, setRenaming] = useState<Renaming | null>(null);
  useEffect(() => {
    if (query.isError) toast.error('Failed to fetch holiday data');
  }, [query.isError]);
  const data = query.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Company Holidays</h2>
        </CardTitle>
        <CardDescription>
          Bank holidays of your region and your own days off. Disabled days are working days.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex items-center gap-2">
          <Button variant="outline" size="icon" aria-label="Previous year" onClick={() => setYear(year - 1)}>
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <h3 className="min-w-16 text-center font-semibold text-lg" aria-live="polite">
            {year}
          </h3>
          <Button variant="outline" size="icon" aria-label="Next year" onClick={() => setYear(year + 1)}>
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>

        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {(
            [
              ['Active Bank Holidays', data?.counts.activeBankHolidays],
              ['Company Holidays', data?.counts.companyHolidays],
              ['Total This Year', data?.counts.totalThisYear],
              ['Upcoming', data?.counts.upcoming],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-lg border p-3">
              <dt className="text-muted-foreground text-sm">{label}</dt>
              <dd className="font-bold text-2xl tabular-nums">{value ?? '–'}</dd>
            </div>
          ))}
        </dl>

        {data && !data.verified && (
          <Alert>
            <InfoIcon aria-hidden="true" />
            <AlertDescription>
              The official {year} calendar for your region has not been reviewed yet: this list is
              provisional.
            </AlertDescription>
          </Alert>
        )}

        <QueryState
          query={query}
          loading="Loading holidays…"
          skeleton={<SkeletonRows count={4} className="h-10" gap="space-y-2" />}
          error="Holidays could not be loaded."
        >
          {(data) => (
            <>
              <section className="space-y-2" aria-labelledby="bank-holidays-title">
                <h3 id="bank-holidays-title" className="font-medium">
                  Bank holidays
                </h3>
                {data.bankHolidays.length === 0 ? (
                  <p className="text-muted-foreground text-sm">No bank holidays for this year.</p>
                ) : (
                  <ul className="divide-y rounded-md border">
                    {data.bankHolidays.map((h) => (
                      <BankHolidayRow
                        key={h.key}
                        holiday={h}
                        lang={isCountryCode(data.country) ? holidayLanguage(data.country) : undefined}
                        stale={query.isFetching}
                        onRename={() => setRenaming({ kind: 'bank', holiday: h })}
                      />
                    ))}
                  </ul>
                )}
              </section>
              <section className="space-y-2" aria-labelledby="company-holidays-title">
                <h3 id="company-holidays-title" className="font-medium">
                  Company holidays
                </h3>
                {data.companyHolidays.length === 0 ? (
                  <p className="text-muted-foreground text-sm">No company holidays in {year} yet.</p>
                ) : (
                  <ul className="divide-y rounded-md border">
                    {data.companyHolidays.map((h) => (
                      <CompanyHolidayRow
                        key={h.id}
                        holiday={h}
                        onRename={() => setRenaming({ kind: 'company', holiday: h })}
                      />
                    ))}
                  </ul>
                )}
                <AddCompanyHoliday />
              </section>
            </>
          )}
        </QueryState>
      </CardContent>
      <RenameDialog renaming={renaming} onClose={() => setRenaming(null)} />
    </Card>
  );
}

/**
 * `stale`: the list is being reloaded (e.g. after a region change); no action on what may be gone.
 * `lang`: the language of the official local name, shown beside the English one where they differ.
 */
function BankHolidayRow({
  holiday,
  lang,
  stale,
  onRename,
}: {
  holiday: BankHolidayEntry;
  lang: string | undefined;
  stale: boolean;
  onRename: () => void;
}) {
  const update = useUpdateBankHoliday();
  const switchId = useId();
  const toggle = async (isActive: boolean) => {
    try {
      await update.mutateAsync({ key: holiday.key, changes: { isActive } });
      toast.success(isActive ? 'Holiday enabled successfully' : 'Holiday disabled successfully');
    } catch (e) {
      toast.error('Failed to update holiday', { description: errorMessage(e, 'Please try again.') });
    }
  };
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <Switch
        id={switchId}
        checked={holiday.isActive}
        onCheckedChange={toggle}
        disabled={update.isPending || stale}
      />
      <div className="min-w-0 flex-1">
        <Label
          htmlFor={switchId}
          className={cn('block truncate', !holiday.isActive && 'text-muted-foreground line-through')}
        >
          {holiday.name}
        </Label>
        <p className="text-muted-foreground text-xs">
          {formatDisplayDate(holiday.date)}
          {holiday.customName ? ` · official name: ${holiday.originalName}` : ''}
          {holiday.localName !== holiday.originalName && (
            <>
              {holiday.customName ? ', ' : ' · '}
              <span lang={lang}>{holiday.localName}</span>
            </>
          )}
        </p>
      </div>
      <Badge variant="outline" className="hidden sm:inline-flex">
        {SCOPE_LABEL[holiday.scope]}
      </Badge>
      <Button variant="ghost" size="icon-sm" onClick={onRename} aria-label={`Rename ${holiday.name}`}>
        <PencilIcon aria-hidden="true" />
      </Button>
    </li>
  );
}

function CompanyHolidayRow({ holiday, onRename }: { holiday: CompanyHolidayEntry; onRename: () => void }) {
  const remove = useRemoveCompanyHoliday();
  const doRemove = async () => {
    try {
      await remove.mutateAsync(holiday.id);
      toast.success('Company holiday removed successfully');
    } catch (e) {
      toast.error('Failed to remove company holiday', { description: errorMessage(e, 'Please try again.') });
    }
  };
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-sm">{holiday.name}</p>
        <p className="text-muted-foreground text-xs">{formatDisplayDate(holiday.date)}</p>
      </div>
      <Button variant="ghost" size="icon-sm" onClick={onRename} aria-label={`Rename ${holiday.name}`}>
        <PencilIcon aria-hidden="true" />
      </Button>
      <ConfirmAction
        trigger={
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Remove ${holiday.name}`}
            disabled={remove.isPending}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        }
        title={<>Remove {holiday.name}?</>}
        description={<>{formatDisplayDate(holiday.date)} becomes a working day again for everyone.</>}
        confirmLabel="Remove"
        onConfirm={doRemove}
      />
    </li>
  );
}

type AddValues = z.input<typeof createCompanyHolidayRequest>;

function AddCompanyHoliday() {
  const add = useAddCompanyHoliday();
  const form = useForm<AddValues>({
    resolver: zodResolver(createCompanyHolidayRequest),
    defaultValues: { name: '', date: '' },
  });
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await add.mutateAsync(values as z.output<typeof createCompanyHolidayRequest>);
        toast.success('Company holiday added successfully');
        form.reset({ name: '', date: '' });
      } catch (e) {
        toast.error('Failed to add company holiday', { description: errorMessage(e, 'Please try again.') });
      }
    },
    (errors) => {
      // An empty field is the spec's 'Please fill in all fields' (tested on the values, not on the message).
      const { name, date } = form.getValues();
      if (!name.trim() || !date) {
        toast.error(FILL_IN_ALL_FIELDS);
        return;
      }
      const message = errors.name?.message ?? errors.date?.message;
      toast.error('Failed to add company holiday', message ? { description: message } : {});
    },
  );

  return (
    <Form {...form}>
      <form
        onSubmit={submit}
        className="grid gap-3 rounded-md border border-dashed p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
        noValidate
      >
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Holiday name</FormLabel>
              <FormControl>
                <Input maxLength={HOLIDAY_NAME_MAX} placeholder="e.g. Summer closing" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="date"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Date</FormLabel>
              <FormControl>
                <DateField value={field.value} onChange={field.onChange} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={add.isPending}>
          <PlusIcon aria-hidden="true" />
          Add Holiday
        </Button>
      </form>
    </Form>
  );
}

function RenameDialog({ renaming, onClose }: { renaming: Renaming | null; onClose: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const renameBank = useUpdateBankHoliday();
  const renameCompany = useRenameCompanyHoliday();
  useEffect(() => {
    if (renaming) {
      setName(renaming.holiday.name);
      setError(null);
    }
  }, [renaming]);
  const pending = renameBank.isPending || renameCompany.isPending;

  const save = async (customName: string | null) => {
    if (!renaming) return;
    if (customName !== null && !customName.trim()) {
      setError(HOLIDAY_NAME_REQUIRED);
      return;
    }
    try {
      if (renaming.kind === 'bank') {
        await renameBank.mutateAsync({
          key: renaming.holiday.key,
          changes: { customName: customName?.trim() ?? null },
        });
      } else {
        await renameCompany.mutateAsync({ id: renaming.holiday.id, name: (customName ?? '').trim() });
      }
      toast.success('Holiday name updated successfully');
      onClose();
    } catch (e) {
      toast.error('Failed to update holiday name', { description: errorMessage(e, 'Please try again.') });
    }
  };

  return (
    <Dialog open={renaming !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename Holiday</DialogTitle>
          <DialogDescription>
            {renaming &&
              `${formatDisplayDate(renaming.holiday.date)}. The new name is shown to everyone in the company.`}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save(name);
          }}
        >
          <Label htmlFor={inputId}>Holiday name</Label>
          <Input
            id={inputId}
            value={name}
            maxLength={HOLIDAY_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error && (
            <p id={errorId} className="text-destructive text-sm">
              {error}
            </p>
          )}
          <DialogFooter className="mt-2">
            {renaming?.kind === 'bank' && renaming.holiday.customName && (
              <Button type="button" variant="ghost" onClick={() => save(null)} disabled={pending}>
                Use Official Name
              </Button>
            )}
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
