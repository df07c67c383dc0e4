import { holidayRegionRequest } from '@domain/contracts/holidays';
import { COUNTRIES, type CountryCode, firstRegionOf, getCountry } from '@domain/holidays/regions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { COUNTRY_NAMES, REGION_NAMES } from '@/components/place-names';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useRegion, useUpdateRegion } from '../api/preferences';

type Values = z.input<typeof holidayRegionRequest>;

/** Holiday country and region (spec: changing the country resets the region; Save disabled when unchanged). */
export function HolidayRegionCard() {
  const { t, i18n } = useLingui();
  const countryName = (code: string, label: string) =>
    COUNTRY_NAMES[code] ? i18n._(COUNTRY_NAMES[code]) : label;
  const regionName = (id: string, label: string) => (REGION_NAMES[id] ? i18n._(REGION_NAMES[id]) : label);
  const query = useRegion();
  const update = useUpdateRegion();
  const form = useForm<Values>({
    resolver: zodResolver(holidayRegionRequest),
    defaultValues: { holidayCountry: 'ES', holidayRegion: 'barcelona' },
    values: query.data
      ? {
          holidayCountry: query.data.holidayCountry as CountryCode,
          holidayRegion: query.data.holidayRegion,
        }
      : undefined,
  });
  const country = useWatch({ control: form.control, name: 'holidayCountry' });
  const regions = getCountry(country)?.regions ?? [];

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values as z.output<typeof holidayRegionRequest>);
      toast.success(t({ id: 'holidays.region.saved', message: 'Company preferences updated successfully' }));
    } catch (e) {
      toast.error(t({ id: 'holidays.region.saveFailed', message: 'Failed to update company preferences' }), {
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
            <Trans id="holidays.region.title">Holiday Region</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="holidays.region.description">
            The bank holidays of this country and region are days off for everyone in the company.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <Form {...form}>
            <form onSubmit={submit} className="space-y-4" noValidate>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  control={form.control}
                  name="holidayCountry"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>
                        <Trans id="holidays.region.country">Country</Trans>
                      </FormLabel>
                      <Select
                        value={field.value}
                        onValueChange={(code) => {
                          field.onChange(code);
                          form.setValue('holidayRegion', firstRegionOf(code as CountryCode).id, {
                            shouldDirty: true,
                          });
                        }}
                      >
                        <FormControl>
                          <SelectTrigger className="w-full">
                            <SelectValue />
                          </SelectTrigger>
                        </FormControl>
                        <SelectContent>
                          {COUNTRIES.map((c) => (
                            <SelectItem key={c.code} value={c.code}>
                              {countryName(c.code, c.label)}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="holidayRegion"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>
                        <Trans id="holidays.region.region">Region</Trans>
                      </FormLabel>
                      <Select value={field.value} onValueChange={field.onChange}>
                        <FormControl>
                          <SelectTrigger className="w-full">
                            <SelectValue />
                          </SelectTrigger>
                        </FormControl>
                        <SelectContent>
                          {regions.map((r) => (
                            <SelectItem key={r.id} value={r.id}>
                              {regionName(r.id, r.label)}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </div>
              <Button type="submit" disabled={!form.formState.isDirty || update.isPending}>
                {update.isPending
                  ? t({ id: 'common.saving', message: 'Saving...' })
                  : t({ id: 'common.save', message: 'Save' })}
              </Button>
            </form>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
