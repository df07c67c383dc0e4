import { Trans, useLingui } from '@lingui/react/macro';
import { FlaskConicalIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useRemoveSampleData, useSampleDataStatus } from '../api/sample-data';

/**
 * On every page of the app while the company has sample data, so sample people and their records are never
 * taken for real ones; admins remove it from here in one click.
 */
export function SampleDataBanner() {
  const { t } = useLingui();
  const status = useSampleDataStatus();
  const remove = useRemoveSampleData();
  if (!status.data?.loaded) return null;
  const people = status.data.people;

  const run = async () => {
    try {
      await remove.mutateAsync();
      toast.success(t({ id: 'sampleData.removed', message: 'Sample data removed' }));
    } catch (e) {
      toast.error(t({ id: 'sampleData.removeFailed', message: 'Could not remove sample data' }), {
        description: errorMessage(
          e,
          t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
        ),
      });
    }
  };

  return (
    <section
      aria-labelledby="sample-data-banner-title"
      className="flex flex-col gap-3 border-amber-300 border-b bg-amber-50 px-4 py-3 text-amber-950 text-sm sm:flex-row sm:items-center sm:justify-between md:px-6"
    >
      <div className="flex items-start gap-2">
        <FlaskConicalIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <strong id="sample-data-banner-title">
            <Trans id="sampleData.banner.title">Sample data</Trans>
          </strong>{' '}
          <span>
            <Trans id="sampleData.banner.description">
              — {people} sample people and their records. They are not real: they cannot sign in, get no
              e-mail and are never billed.
            </Trans>
          </span>
        </p>
      </div>
      {status.data.canRemove && (
        <Button
          variant="outline"
          size="sm"
          onClick={run}
          disabled={remove.isPending}
          className="shrink-0 border-amber-400 bg-white text-amber-950 hover:bg-amber-100"
        >
          {remove.isPending ? (
            <Trans id="sampleData.banner.removing">Removing…</Trans>
          ) : (
            <Trans id="sampleData.banner.remove">Remove sample data</Trans>
          )}
        </Button>
      )}
    </section>
  );
}
