import type { DataExport, ExportKind } from '@domain/contracts/exports';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon, FileArchiveIcon } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { toIsoDate } from '@/lib/dates';
import { useFormat } from '@/lib/i18n/locale-provider';
import { isBuilding, useLatestExport, useStartExport } from '../api/exports';

type Texts = Record<'title' | 'description' | 'start' | 'again' | 'preparing', MessageDescriptor>;

const TEXTS: Record<ExportKind, Texts> = {
  personal: {
    title: msg({ id: 'exports.personal.title', message: 'Your data' }),
    description: msg({
      id: 'exports.personal.description',
      message:
        'Download a copy of your personal data: your profile, absences, time entries with their change history, timesheet decisions and consents, as JSON and CSV files in one ZIP.',
    }),
    start: msg({ id: 'exports.personal.start', message: 'Download my data' }),
    again: msg({ id: 'exports.personal.again', message: 'Prepare a new copy' }),
    preparing: msg({ id: 'exports.personal.preparing', message: 'Preparing your data…' }),
  },
  company: {
    title: msg({ id: 'exports.company.title', message: 'Company Data Export' }),
    description: msg({
      id: 'exports.company.description',
      message:
        "Every table of your company's data (members, absences, time records and their history, timesheets, holidays, invitations, billing) as CSV files in one ZIP.",
    }),
    start: msg({ id: 'exports.company.start', message: 'Export company data' }),
    again: msg({ id: 'exports.company.again', message: 'Prepare a new export' }),
    preparing: msg({ id: 'exports.company.preparing', message: 'Preparing the export…' }),
  },
};

/**
 * A data export with its progress: start it, watch the job build it, download the ZIP. Used for the
 * personal export (Account → Privacy & Data) and the company export (Settings → Privacy).
 */
export function DataExportCard({ kind }: { kind: ExportKind }) {
  const { t, i18n } = useLingui();
  const texts = TEXTS[kind];
  const preparing = i18n._(texts.preparing);
  const latest = useLatestExport(kind);
  const start = useStartExport(kind);
  const statusId = useId();
  const current = latest.data;

  const run = async () => {
    try {
      await start.mutateAsync();
    } catch (e) {
      toast.error(t({ id: 'exports.startFailed', message: 'Failed to start the export' }), {
        description: errorMessage(
          e,
          t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
        ),
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{i18n._(texts.title)}</h2>
        </CardTitle>
        <CardDescription>{i18n._(texts.description)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {latest.isPending ? (
          <div aria-busy="true" className="space-y-2">
            <span className="sr-only">
              <Trans id="exports.loading">Loading your exports</Trans>
            </span>
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-9 w-40" />
          </div>
        ) : (
          <>
            <div id={statusId} role="status" aria-live="polite">
              <ExportState current={current ?? null} preparing={preparing} />
            </div>
            <div className="flex flex-wrap gap-2">
              {current?.status === 'ready' && current.downloadUrl && (
                <Button asChild>
                  <a href={current.downloadUrl} download={current.fileName ?? undefined}>
                    <DownloadIcon aria-hidden="true" />
                    <Trans id="exports.downloadZip">Download ZIP</Trans>
                  </a>
                </Button>
              )}
              <Button
                variant={current?.status === 'ready' ? 'outline' : 'default'}
                onClick={run}
                disabled={start.isPending || isBuilding(current)}
              >
                {isBuilding(current)
                  ? preparing
                  : current?.status === 'ready'
                    ? i18n._(texts.again)
                    : i18n._(texts.start)}
              </Button>
            </div>
            {latest.isError && (
              <p className="text-destructive">
                <Trans id="exports.loadFailed">Your exports could not be loaded.</Trans>{' '}
                {errorMessage(latest.error, '')}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ExportState({ current, preparing }: { current: DataExport | null; preparing: string }) {
  const { t } = useLingui();
  const format = useFormat();
  /** The file's size: "340 KB", "2.4 MB" · "2,4 MB". */
  const size = (bytes: number | null) => {
    if (bytes === null) return '';
    if (bytes < 1024 * 1024) {
      const kilobytes = format.decimal(Math.max(1, Math.round(bytes / 1024)));
      return t({ id: 'exports.size.kb', message: `${kilobytes} KB` });
    }
    const megabytes = format.decimal(bytes / 1024 / 1024, { minDecimals: 1, maxDecimals: 1 });
    return t({ id: 'exports.size.mb', message: `${megabytes} MB` });
  };
  if (!current)
    return (
      <p className="text-muted-foreground">
        <Trans id="exports.none">
          No export yet. It takes a few seconds; you also get an e-mail when it is ready.
        </Trans>
      </p>
    );
  switch (current.status) {
    case 'queued':
    case 'running':
      return (
        <div className="space-y-2">
          <p>
            {preparing} {format.percent(current.progress / 100, 0)}
          </p>
          <Progress
            value={current.progress}
            aria-label={t({ id: 'exports.progress', message: 'Export progress' })}
          />
        </div>
      );
    case 'ready': {
      // The expiry in this device's time zone: "4 May 2026 at 09:30".
      const expiresAt = current.expiresAt;
      const untilDate = expiresAt ? format.longDate(toIsoDate(new Date(expiresAt))) : '';
      const untilTime = expiresAt ? format.time(expiresAt) : '';
      return (
        <div className="flex items-start gap-3 rounded-lg border p-3">
          <FileArchiveIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-medium">
              <Trans id="exports.ready">Your export is ready</Trans>
            </p>
            <p className="break-all text-muted-foreground">
              {current.fileName} · {size(current.sizeBytes)}
            </p>
            {expiresAt && (
              <p className="text-muted-foreground">
                <Trans id="exports.until">
                  Only you can download it, until {untilDate} at {untilTime}.
                </Trans>
              </p>
            )}
          </div>
        </div>
      );
    }
    case 'expired':
      return (
        <p className="text-muted-foreground">
          <Trans id="exports.expired">
            The download link of your last export has expired. Prepare a new one.
          </Trans>
        </p>
      );
    case 'failed':
      return (
        <p className="text-destructive">
          <Trans id="exports.failed">The last export could not be prepared. Please try again.</Trans>
        </p>
      );
  }
}
