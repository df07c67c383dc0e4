import { addMonths } from '@domain/calendar';
import type { ExportFormat } from '@domain/contracts/timesheets';
import type { CsvStyle } from '@domain/csv';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon, FileSearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { CsvExportButton } from '@/components/csv-export-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { downloadFile, employeeExportUrl, inspectionExportUrl, ownExportUrl } from '../api/timesheets';

const FORMAT_LABELS: Record<ExportFormat, { button: MessageDescriptor; failed: MessageDescriptor }> = {
  csv: {
    button: msg({ id: 'timesheets.export.csv', message: 'Export CSV' }),
    failed: msg({ id: 'timesheets.export.csvFailed', message: 'CSV Export Failed' }),
  },
  xlsx: {
    button: msg({ id: 'timesheets.export.xlsx', message: 'Export Excel' }),
    failed: msg({ id: 'timesheets.export.xlsxFailed', message: 'Excel Export Failed' }),
  },
  pdf: {
    button: msg({ id: 'timesheets.export.pdf', message: 'Export PDF' }),
    failed: msg({ id: 'timesheets.export.pdfFailed', message: 'PDF Export Failed' }),
  },
};

/** Downloads a file and tells how it went: `const download = useDownload()`. */
export function useDownload() {
  const { t } = useLingui();
  return async (url: string, failedTitle: string, fallback: string) => {
    try {
      const name = await downloadFile(url);
      toast.success(t({ id: 'timesheets.export.started', message: 'Download Started' }), {
        description: name,
      });
    } catch (e) {
      toast.error(failedTitle, { description: errorMessage(e, fallback) });
    }
  };
}

/** The month as CSV, Excel or PDF: the own month, or an employee's for an admin. */
export function ExportButtons({
  userId,
  month,
  formats = ['csv', 'xlsx', 'pdf'],
}: {
  userId: string | 'me';
  month: string;
  formats?: ExportFormat[];
}) {
  const { t, i18n } = useLingui();
  const download = useDownload();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat, csv?: CsvStyle) => {
    setBusy(format);
    await download(
      userId === 'me' ? ownExportUrl(month, format, csv) : employeeExportUrl(userId, month, format, csv),
      i18n._(FORMAT_LABELS[format].failed),
      t({
        id: 'timesheets.export.failedDetail',
        message: 'Failed to export the timesheet. Please try again.',
      }),
    );
    setBusy(null);
  };
  return (
    <>
      {formats.map((format) => {
        const label =
          busy === format
            ? t({ id: 'timesheets.export.exporting', message: 'Exporting...' })
            : i18n._(FORMAT_LABELS[format].button);
        return format === 'csv' ? (
          <CsvExportButton key={format} disabled={busy !== null} onExport={(csv) => run('csv', csv)}>
            {label}
          </CsvExportButton>
        ) : (
          <Button
            key={format}
            variant={format === 'pdf' && userId !== 'me' ? 'default' : 'outline'}
            disabled={busy !== null}
            onClick={() => run(format)}
          >
            <DownloadIcon aria-hidden="true" />
            {label}
          </Button>
        );
      })}
    </>
  );
}

/**
 * The inspection export (RDL 8/2019): a person's daily record over a period with every change made to
 * it, for the labour inspectorate, the worker or their representatives.
 */
export function InspectionExportButton({ userId, month }: { userId: string | 'me'; month: string }) {
  const { t } = useLingui();
  const download = useDownload();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(`${addMonths(month, -11)}-01`);
  const [to, setTo] = useState(
    `${month}-${new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()}`,
  );
  const [busy, setBusy] = useState(false);
  const id = useId();
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <FileSearchIcon aria-hidden="true" />
        <Trans id="timesheets.inspection.button">Inspection Export</Trans>
      </Button>
      <Dialog open={open} onOpenChange={(o) => !busy && setOpen(o)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              <Trans id="timesheets.inspection.title">Inspection Export</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans id="timesheets.inspection.description">
                The daily record of a period with every change made to it, who made it and when (Real
                Decreto-ley 8/2019). An Excel file with two sheets.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-4"
            onSubmit={async (e) => {
              e.preventDefault();
              setBusy(true);
              await download(
                inspectionExportUrl(userId, from, to),
                t({ id: 'timesheets.inspection.failed', message: 'Export Failed' }),
                t({
                  id: 'timesheets.inspection.failedDetail',
                  message: 'Failed to export the record. Please try again.',
                }),
              );
              setBusy(false);
              setOpen(false);
            }}
          >
            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-2">
                <Label htmlFor={`${id}-from`}>
                  <Trans id="timesheets.inspection.from">From</Trans>
                </Label>
                <Input
                  id={`${id}-from`}
                  type="date"
                  value={from}
                  max={to}
                  onChange={(e) => setFrom(e.target.value)}
                  required
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-to`}>
                  <Trans id="timesheets.inspection.to">To</Trans>
                </Label>
                <Input
                  id={`${id}-to`}
                  type="date"
                  value={to}
                  min={from}
                  onChange={(e) => setTo(e.target.value)}
                  required
                />
              </div>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                <Trans id="timesheets.inspection.cancel">Cancel</Trans>
              </Button>
              <Button type="submit" disabled={busy || !from || !to || from > to}>
                {busy
                  ? t({ id: 'timesheets.export.exporting', message: 'Exporting...' })
                  : t({ id: 'timesheets.inspection.download', message: 'Download' })}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
