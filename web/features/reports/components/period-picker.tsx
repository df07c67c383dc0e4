import { type Period, REPORT_PRESETS, type ReportPreset } from '@domain/reports';
import { Trans } from '@lingui/react/macro';
import { CircleAlertIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { ReportPeriodState } from '../hooks/use-report-period';
import { useReportTexts } from '../texts';

/**
 * This month, last month, this quarter, this year, or a custom range (applied with its button). A wrong
 * range is explained here and nothing is computed.
 */
export function PeriodPicker({
  state,
  onChange,
}: {
  state: ReportPeriodState;
  onChange: (preset: ReportPreset, custom?: Period) => void;
}) {
  const texts = useReportTexts();
  const id = useId();
  const [from, setFrom] = useState(state.from);
  const [to, setTo] = useState(state.to);
  const problemId = `${id}-problem`;
  return (
    <Card className="py-4">
      <CardContent className="flex flex-col gap-4 px-4 md:flex-row md:items-end">
        <div className="grid gap-2 md:w-48">
          <Label htmlFor={`${id}-preset`}>
            <Trans id="reports.period.label">Period</Trans>
          </Label>
          <Select
            value={state.preset}
            onValueChange={(value) => {
              const preset = value as ReportPreset;
              if (preset === 'custom') {
                setFrom(state.from);
                setTo(state.to);
                onChange('custom', { from: state.from, to: state.to });
              } else {
                onChange(preset);
              }
            }}
          >
            <SelectTrigger id={`${id}-preset`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {REPORT_PRESETS.map((p) => (
                <SelectItem key={p} value={p}>
                  {texts.preset(p)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {state.preset === 'custom' ? (
          <form
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              onChange('custom', { from, to });
            }}
          >
            <div className="grid gap-2">
              <Label htmlFor={`${id}-from`}>
                <Trans id="reports.period.from">From</Trans>
              </Label>
              <Input
                id={`${id}-from`}
                type="date"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                aria-describedby={state.problem ? problemId : undefined}
                aria-invalid={state.problem ? true : undefined}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-to`}>
                <Trans id="reports.period.to">To</Trans>
              </Label>
              <Input
                id={`${id}-to`}
                type="date"
                value={to}
                onChange={(e) => setTo(e.target.value)}
                aria-describedby={state.problem ? problemId : undefined}
                aria-invalid={state.problem ? true : undefined}
              />
            </div>
            <Button type="submit" variant="outline">
              <Trans id="reports.period.apply">Apply</Trans>
            </Button>
          </form>
        ) : (
          state.period && (
            <p className="text-muted-foreground text-sm md:pb-2" data-testid="report-period">
              {texts.format.dateRange(state.period.from, state.period.to)}
            </p>
          )
        )}
      </CardContent>
      {state.problem && (
        <CardContent className="px-4">
          <p
            id={problemId}
            role="alert"
            className="flex items-center gap-2 font-medium text-destructive text-sm"
          >
            <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
            {texts.problem(state.problem)}
          </p>
        </CardContent>
      )}
    </Card>
  );
}
