import type { ReportFormat, ReportTable } from '@domain/contracts/reports';
import type { CsvStyle } from '@domain/csv';
import type { Period } from '@domain/reports';
import { useLingui } from '@lingui/react/macro';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CsvExportButton } from '@/components/csv-export-button';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { downloadFile, reportExportUrl } from '../api/reports';

/** A table of the report as CSV or Excel (the same figures as on the screen). */
export function ExportTableButtons({
  period,
  table,
  title,
}: {
  period: Period;
  table: ReportTable;
  title: string;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  // File formats' names, the same in every language.
  const BUTTONS: Record<ReportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };
  const failed = (format: ReportFormat) =>
    format === 'csv'
      ? t({ id: 'reports.export.csvFailed', message: 'CSV Export Failed' })
      : t({ id: 'reports.export.xlsxFailed', message: 'Excel Export Failed' });
  const run = async (format: ReportFormat, csv?: CsvStyle) => {
    setBusy(format);
    try {
      const name = await downloadFile(reportExportUrl(period, table, format, csv));
      toast.success(t({ id: 'reports.export.started', message: 'Download Started' }), { description: name });
    } catch (e) {
      toast.error(failed(format), {
        description: errorMessage(
          e,
          t({ id: 'reports.export.failedDetail', message: 'Failed to export the report. Please try again.' }),
        ),
      });
    } finally {
      setBusy(null);
    }
  };
  const label = (format: ReportFormat) =>
    busy === format ? t({ id: 'reports.export.exporting', message: 'Exporting...' }) : BUTTONS[format];
  const exportAs = (file: ReportFormat) => {
    const name = BUTTONS[file];
    return t({ id: 'reports.export.asLabel', message: `Export ${title} as ${name}` });
  };
  return (
    <div className="flex gap-2">
      <CsvExportButton
        size="sm"
        disabled={busy !== null}
        aria-label={exportAs('csv')}
        menuLabel={t({ id: 'reports.export.csvMenu', message: `CSV separator of ${title}` })}
        onExport={(csv) => run('csv', csv)}
      >
        {label('csv')}
      </CsvExportButton>
      <Button
        size="sm"
        variant="outline"
        disabled={busy !== null}
        aria-label={exportAs('xlsx')}
        onClick={() => run('xlsx')}
      >
        <DownloadIcon aria-hidden="true" />
        {label('xlsx')}
      </Button>
    </div>
  );
}
