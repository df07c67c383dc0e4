import type { DataExport, ExportKind } from '@domain/contracts/exports';
import { DownloadIcon, FileArchiveIcon } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { isBuilding, useLatestExport, useStartExport } from '../api/exports';

const TEXTS: Record<
  ExportKind,
  { title: string; description: string; start: string; again: string; preparing: string }
> = {
  personal: {
    title: 'Your data',
    description:
      'Download a copy of your personal data: your profile, absences, time entries with their change history, timesheet decisions and consents, as JSON and CSV files in one ZIP.',
    start: 'Download my data',
    again: 'Prepare a new copy',
    preparing: 'Preparing your data…',
  },
  company: {
    title: 'Company Data Export',
    description:
      "Every table of your company's data (members, absences, time records and their history, timesheets, holidays, invitations, billing) as CSV files in one ZIP.",
    start: 'Export company data',
    again: 'Prepare a new export',
    preparing: 'Preparing the export…',
  },
};

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

const formatSize = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * A data export with its progress: start it, watch the job build it, download the ZIP. Used for the
 * personal export (Account → Privacy & Data) and the company export (Settings → Privacy).
 */
export function DataExportCard({ kind }: { kind: ExportKind }) {
  const texts = TEXTS[kind];
  const latest = useLatestExport(kind);
  const start = useStartExport(kind);
  const statusId = useId();
  const current = latest.data;

  const run = async () => {
    try {
      await start.mutateAsync();
    } catch (e) {
      toast.error('Failed to start the export', { description: errorMessage(e, SOMETHING_WRONG) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{texts.title}</h2>
        </CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {latest.isPending ? (
          <div aria-busy="true" className="space-y-2">
            <span className="sr-only">Loading your exports</span>
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-9 w-40" />
          </div>
        ) : (
          <>
            <div id={statusId} role="status" aria-live="polite">
              <ExportState current={current ?? null} preparing={texts.preparing} />
            </div>
            <div className="flex flex-wrap gap-2">
              {current?.status === 'ready' && current.downloadUrl && (
                <Button asChild>
                  <a href={current.downloadUrl} download={current.fileName ?? undefined}>
                    <DownloadIcon aria-hidden="true" />
                    Download ZIP
                  </a>
                </Button>
              )}
              <Button
                variant={current?.status === 'ready' ? 'outline' : 'default'}
                onClick={run}
                disabled={start.isPending || isBuilding(current)}
              >
                {isBuilding(current)
                  ? texts.preparing
                  : current?.status === 'ready'
                    ? texts.again
                    : texts.start}
              </Button>
            </div>
            {latest.isError && (
              <p className="text-destructive">
                Your exports could not be loaded. {errorMessage(latest.error, '')}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ExportState({ current, preparing }: { current: DataExport | null; preparing: string }) {
  if (!current)
    return (
      <p className="text-muted-foreground">
        No export yet. It takes a few seconds; you also get an e-mail when it is ready.
      </p>
    );
  switch (current.status) {
    case 'queued':
    case 'running':
      return (
        <div className="space-y-2">
          <p>
            {preparing} {current.progress}%
          </p>
          <Progress value={current.progress} aria-label="Export progress" />
        </div>
      );
    case 'ready':
      return (
        <div className="flex items-start gap-3 rounded-lg border p-3">
          <FileArchiveIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-medium">Your export is ready</p>
            <p className="break-all text-muted-foreground">
              {current.fileName} · {formatSize(current.sizeBytes)}
            </p>
            {current.expiresAt && (
              <p className="text-muted-foreground">
                Only you can download it, until {formatWhen(current.expiresAt)}.
              </p>
            )}
          </div>
        </div>
      );
    case 'expired':
      return (
        <p className="text-muted-foreground">
          The download link of your last export has expired. Prepare a new one.
        </p>
      );
    case 'failed':
      return <p className="text-destructive">The last export could not be prepared. Please try again.</p>;
  }
}
