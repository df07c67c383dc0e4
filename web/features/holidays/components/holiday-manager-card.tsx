import {
  type BankHolidayEntry,
  type CompanyHolidayEntry,
  createCompanyHolidayRequest,
  HOLIDAY_NAME_MAX,
} from '@domain/contracts/holidays';
import { holidayLanguage, isCountryCode } from '@domain/holidays/regions';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon, InfoIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
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
import { useFormat } from '@/lib/i18n/locale-provider';
import {
  useAddCompanyHoliday,
  useHolidayManager,
  useRemoveCompanyHoliday,
  useRenameCompanyHoliday,
  useUpdateBankHoliday,
} from '../api/preferences';

const SCOPE_LABEL = {
  national: msg({ id: 'holidays.manager.scope.national', message: 'National' }),
  regional: msg({ id: 'holidays.manager.scope.regional', message: 'Regional' }),
  local: msg({ id: 'holidays.manager.scope.local', message: 'Local' }),
} as const;

type Renaming =
  | { kind: 'bank'; holiday: BankHolidayEntry }
  | { kind: 'company'; holiday: CompanyHolidayEntry };

/**
 * The company holiday manager for one year (spec 000, Preferences): enable or disable bank holidays,
 * rename them, add, rename and remove company holidays, and the four counters.
 */
export function HolidayManagerCard() {
  const { t } = useLingui();
  const format = useFormat();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const query = useHolidayManager(year);
  const [renaming, setRenaming] = useState<Renaming | null>(null);
  useEffect(() => {
    if (query.isError)
      toast.error(t({ id: 'holidays.manager.fetchFailed', message: 'Failed to fetch holiday data' }));
  }, [query.isError, t]);
  const data = query.data;
  const shownYear = String(year);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="holidays.manager.title">Company Holidays</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="holidays.manager.description">
            Bank holidays of your region and your own days off. Disabled days are working days.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t({ id: 'holidays.manager.previousYear', message: 'Previous year' })}
            onClick={() => setYear(year - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <h3 className="min-w-16 text-center font-semibold text-lg" aria-live="polite">
            {year}
          </h3>
          <Button
            variant="outline"
            size="icon"
            aria-label={t({ id: 'holidays.manager.nextYear', message: 'Next year' })}
            onClick={() => setYear(year + 1)}
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>

        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {(
            [
              [
                t({ id: 'holidays.manager.activeBank', message: 'Active Bank Holidays' }),
                data?.counts.activeBankHolidays,
              ],
              [
                t({ id: 'holidays.manager.companyCount', message: 'Company Holidays' }),
                data?.counts.companyHolidays,
              ],
              [t({ id: 'holidays.manager.total', message: 'Total This Year' }), data?.counts.totalThisYear],
              [t({ id: 'holidays.manager.upcoming', message: 'Upcoming' }), data?.counts.upcoming],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-lg border p-3">
              <dt className="text-muted-foreground text-sm">{label}</dt>
              <dd className="font-bold text-2xl tabular-nums">
                {value === undefined ? '–' : format.number(value)}
              </dd>
            </div>
          ))}
        </dl>

        {data && !data.verified && (
          <Alert>
            <InfoIcon aria-hidden="true" />
            <AlertDescription>
              <Trans id="holidays.manager.provisional">
                The official {shownYear} calendar for your region has not been reviewed yet: this list is
                provisional.
              </Trans>
            </AlertDescription>
          </Alert>
        )}

        <QueryState
          query={query}
          loading={t({ id: 'holidays.manager.loading', message: 'Loading holidays…' })}
          // i18n-ignore: `gap` is a spacing class, not text
          skeleton={<SkeletonRows count={4} className="h-10" gap="space-y-2" />}
          error={t({ id: 'holidays.manager.loadFailed', message: 'Holidays could not be loaded.' })}
        >
          {(data) => (
            <>
              <section className="space-y-2" aria-labelledby="bank-holidays-title">
                <h3 id="bank-holidays-title" className="font-medium">
                  <Trans id="holidays.manager.bank">Bank holidays</Trans>
                </h3>
                {data.bankHolidays.length === 0 ? (
                  <p className="text-muted-foreground text-sm">
                    <Trans id="holidays.manager.noBank">No bank holidays for this year.</Trans>
                  </p>
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
                  <Trans id="holidays.manager.company">Company holidays</Trans>
                </h3>
                {data.companyHolidays.length === 0 ? (
                  <p className="text-muted-foreground text-sm">
                    <Trans id="holidays.manager.noCompany">No company holidays in {shownYear} yet.</Trans>
                  </p>
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
  const { t, i18n } = useLingui();
  const format = useFormat();
  const update = useUpdateBankHoliday();
  const switchId = useId();
  const name = holiday.name;
  const official = holiday.originalName;
  const toggle = async (isActive: boolean) => {
    try {
      await update.mutateAsync({ key: holiday.key, changes: { isActive } });
      toast.success(
        isActive
          ? t({ id: 'holidays.manager.enabled', message: 'Holiday enabled successfully' })
          : t({ id: 'holidays.manager.disabled', message: 'Holiday disabled successfully' }),
      );
    } catch (e) {
      toast.error(t({ id: 'holidays.manager.updateFailed', message: 'Failed to update holiday' }), {
        description: errorMessage(e, t({ id: 'common.pleaseTryAgain', message: 'Please try again.' })),
      });
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
          title={holiday.name}
        >
          {holiday.name}
        </Label>
        <p className="text-muted-foreground text-xs">
          {format.date(holiday.date)}
          {holiday.customName
            ? ` · ${t({ id: 'holidays.manager.officialName', message: `official name: ${official}` })}`
            : ''}
          {holiday.localName !== holiday.originalName && (
            <>
              {holiday.customName ? ', ' : ' · '}
              <span lang={lang}>{holiday.localName}</span>
            </>
          )}
        </p>
      </div>
      <Badge variant="outline" className="hidden sm:inline-flex">
        {i18n._(SCOPE_LABEL[holiday.scope])}
      </Badge>
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={onRename}
        aria-label={t({ id: 'holidays.manager.rename', message: `Rename ${name}` })}
      >
        <PencilIcon aria-hidden="true" />
      </Button>
    </li>
  );
}

function CompanyHolidayRow({ holiday, onRename }: { holiday: CompanyHolidayEntry; onRename: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const name = holiday.name;
  const date = format.date(holiday.date);
  const remove = useRemoveCompanyHoliday();
  const doRemove = async () => {
    try {
      await remove.mutateAsync(holiday.id);
      toast.success(t({ id: 'holidays.manager.removed', message: 'Company holiday removed successfully' }));
    } catch (e) {
      toast.error(t({ id: 'holidays.manager.removeFailed', message: 'Failed to remove company holiday' }), {
        description: errorMessage(e, t({ id: 'common.pleaseTryAgain', message: 'Please try again.' })),
      });
    }
  };
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-sm">{holiday.name}</p>
        <p className="text-muted-foreground text-xs">{date}</p>
      </div>
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={onRename}
        aria-label={t({ id: 'holidays.manager.rename', message: `Rename ${name}` })}
      >
        <PencilIcon aria-hidden="true" />
      </Button>
      <ConfirmAction
        trigger={
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t({ id: 'holidays.manager.remove', message: `Remove ${name}` })}
            disabled={remove.isPending}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        }
        title={t({ id: 'holidays.manager.removeTitle', message: `Remove ${name}?` })}
        description={t({
          id: 'holidays.manager.removeDescription',
          message: `${date} becomes a working day again for everyone.`,
        })}
        confirmLabel={t({ id: 'holidays.manager.removeConfirm', message: 'Remove' })}
        cancelLabel={t({ id: 'common.cancel', message: 'Cancel' })}
        onConfirm={doRemove}
      />
    </li>
  );
}

type AddValues = z.input<typeof createCompanyHolidayRequest>;

function AddCompanyHoliday() {
  const { t } = useLingui();
  const fillInAll = t({ id: 'holidays.manager.fillInAll', message: 'Please fill in all fields' });
  const max = HOLIDAY_NAME_MAX;
  // The contract's rules, with the form's own words for each refused field (its zod texts are the API's).
  const resolver = useMemo(() => {
    const base = zodResolver(createCompanyHolidayRequest);
    const messageFor = (field: string, values: AddValues) => {
      if (field !== 'name' || !values.name?.trim()) return fillInAll;
      return values.name.trim().length > max
        ? t({ id: 'holidays.manager.nameTooLong', message: `Holiday name must be at most ${max} characters` })
        : t({ id: 'holidays.manager.nameOneLine', message: 'Holiday name must be a single line of text' });
    };
    const translated: typeof base = async (input, context, options) => {
      const result = await base(input, context, options);
      const errors = Object.fromEntries(
        Object.entries(result.errors).map(([field, error]) => [
          field,
          error && { ...error, message: messageFor(field, input as AddValues) },
        ]),
      );
      return { ...result, errors } as Awaited<ReturnType<typeof base>>;
    };
    return translated;
  }, [fillInAll, t]);
  const add = useAddCompanyHoliday();
  const form = useForm<AddValues>({ resolver, defaultValues: { name: '', date: '' } });
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await add.mutateAsync(values as z.output<typeof createCompanyHolidayRequest>);
        toast.success(t({ id: 'holidays.manager.added', message: 'Company holiday added successfully' }));
        form.reset({ name: '', date: '' });
      } catch (e) {
        toast.error(t({ id: 'holidays.manager.addFailed', message: 'Failed to add company holiday' }), {
          description: errorMessage(e, t({ id: 'common.pleaseTryAgain', message: 'Please try again.' })),
        });
      }
    },
    (errors) => {
      // An empty field is the spec's 'Please fill in all fields' (tested on the values, not on the message).
      const { name, date } = form.getValues();
      if (!name.trim() || !date) {
        toast.error(fillInAll);
        return;
      }
      const message = errors.name?.message ?? errors.date?.message;
      toast.error(
        t({ id: 'holidays.manager.addFailed', message: 'Failed to add company holiday' }),
        message ? { description: message } : {},
      );
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
              <FormLabel>
                <Trans id="holidays.manager.name">Holiday name</Trans>
              </FormLabel>
              <FormControl>
                <Input
                  maxLength={HOLIDAY_NAME_MAX}
                  placeholder={t({ id: 'holidays.manager.namePlaceholder', message: 'e.g. Summer closing' })}
                  {...field}
                />
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
              <FormLabel>
                <Trans id="holidays.manager.date">Date</Trans>
              </FormLabel>
              <FormControl>
                <DateField
                  value={field.value}
                  onChange={field.onChange}
                  placeholder={t({ id: 'common.pickDate', message: 'Pick a date' })}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={add.isPending}>
          <PlusIcon aria-hidden="true" />
          <Trans id="holidays.manager.add">Add Holiday</Trans>
        </Button>
      </form>
    </Form>
  );
}

function RenameDialog({ renaming, onClose }: { renaming: Renaming | null; onClose: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const date = renaming ? format.date(renaming.holiday.date) : '';
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
      setError(t({ id: 'holidays.rename.empty', message: 'Holiday name cannot be empty' }));
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
      toast.success(t({ id: 'holidays.rename.saved', message: 'Holiday name updated successfully' }));
      onClose();
    } catch (e) {
      toast.error(t({ id: 'holidays.rename.failed', message: 'Failed to update holiday name' }), {
        description: errorMessage(e, t({ id: 'common.pleaseTryAgain', message: 'Please try again.' })),
      });
    }
  };

  return (
    <Dialog open={renaming !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans id="holidays.rename.title">Rename Holiday</Trans>
          </DialogTitle>
          <DialogDescription>
            {renaming &&
              t({
                id: 'holidays.rename.description',
                message: `${date}. The new name is shown to everyone in the company.`,
              })}
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
          <Label htmlFor={inputId}>
            <Trans id="holidays.manager.name">Holiday name</Trans>
          </Label>
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
                <Trans id="holidays.rename.useOfficial">Use Official Name</Trans>
              </Button>
            )}
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              <Trans id="common.cancel">Cancel</Trans>
            </Button>
            <Button type="submit" disabled={pending}>
              <Trans id="common.save">Save</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
