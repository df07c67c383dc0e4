import type { ReportFormat, ReportTable } from '@domain/contracts/reports';
import type { CsvStyle } from '@domain/csv';
import type { Period } from '@domain/reports';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CsvExportButton } from '@/components/csv-export-button';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { downloadFile, reportExportUrl } from '../api/reports';

const LABELS: Record<ReportFormat, { button: string; failed: string }> = {
  csv: { button: 'CSV', failed: 'CSV Export Failed' },
  xlsx: { button: 'Excel', failed: 'Excel Export Failed' },
};

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
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const run = async (format: ReportFormat, csv?: CsvStyle) => {
    setBusy(format);
    try {
      const name = await downloadFile(reportExportUrl(period, table, format, csv));
      toast.success('Download Started', { description: name });
    } catch (e) {
      toast.error(LABELS[format].failed, {
        description: errorMessage(e, 'Failed to export the report. Please try again.'),
      });
    } finally {
      setBusy(null);
    }
  };
  const label = (format: ReportFormat) => (busy === format ? 'Exporting...' : LABELS[format].button);
  return (
    <div className="flex gap-2">
      <CsvExportButton
        size="sm"
        disabled={busy !== null}
        aria-label={`Export ${title} as ${LABELS.csv.button}`}
        menuLabel={`CSV separator of ${title}`}
        onExport={(csv) => run('csv', csv)}
      >
        {label('csv')}
      </CsvExportButton>
      <Button
        size="sm"
        variant="outline"
        disabled={busy !== null}
        aria-label={`Export ${title} as ${LABELS.xlsx.button}`}
        onClick={() => run('xlsx')}
      >
        <DownloadIcon aria-hidden="true" />
        {label('xlsx')}
      </Button>
    </div>
  );
}
