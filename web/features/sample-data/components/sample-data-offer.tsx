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
  const status = useSampleDataStatus();
  const load = useLoadSampleData();
  if (!status.data?.canLoad) return null;

  const run = async () => {
    try {
      const result = await load.mutateAsync();
      toast.success('Sample data loaded', {
        description: `${result.people} sample people, ${result.timeEntries} time entries and ${result.absences} absences.`,
      });
    } catch (e) {
      toast.error('Could not load sample data', {
        description: errorMessage(e, 'Something went wrong. Please try again.'),
      });
    }
  };

  return (
    <Card role="region" aria-labelledby="sample-data-offer-title">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SparklesIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2 id="sample-data-offer-title">Try it before inviting anyone</h2>
        </CardTitle>
        <CardDescription>
          Fill your company with a sample team: a month of time entries, absences and your region's holidays.
          Sample people cannot sign in, get no e-mail and take no seat; remove them in one click.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={run} disabled={load.isPending} className="w-full sm:w-auto">
          {load.isPending ? 'Loading sample data…' : 'Explore with sample data'}
        </Button>
      </CardContent>
    </Card>
  );
}
