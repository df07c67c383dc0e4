import { Trans, useLingui } from '@lingui/react/macro';
import { SparklesIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useLoadSampleData, useSampleDataStatus } from '../api/sample-data';

/**
 * "Explore with sample data": offered to the admin of a company with nobody else and nothing recorded yet
 * (the server decides: `canLoad`). Renders nothing otherwise.
 */
export function SampleDataOffer() {
  const { t } = useLingui();
  const status = useSampleDataStatus();
  const load = useLoadSampleData();
  if (!status.data?.canLoad) return null;

  const run = async () => {
    try {
      const { people, timeEntries, absences } = await load.mutateAsync();
      toast.success(t({ id: 'sampleData.loaded', message: 'Sample data loaded' }), {
        description: t({
          id: 'sampleData.loadedDetail',
          message: `${people} sample people, ${timeEntries} time entries and ${absences} absences.`,
        }),
      });
    } catch (e) {
      toast.error(t({ id: 'sampleData.loadFailed', message: 'Could not load sample data' }), {
        description: errorMessage(
          e,
          t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
        ),
      });
    }
  };

  return (
    <Card role="region" aria-labelledby="sample-data-offer-title">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SparklesIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2 id="sample-data-offer-title">
            <Trans id="sampleData.offer.title">Try it before inviting anyone</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="sampleData.offer.description">
            Fill your company with a sample team: a month of time entries, absences and your region's
            holidays. Sample people cannot sign in, get no e-mail and take no seat; remove them in one click.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={run} disabled={load.isPending} className="w-full sm:w-auto">
          {load.isPending ? (
            <Trans id="sampleData.offer.loading">Loading sample data…</Trans>
          ) : (
            <Trans id="sampleData.offer.button">Explore with sample data</Trans>
          )}
        </Button>
      </CardContent>
    </Card>
  );
}
