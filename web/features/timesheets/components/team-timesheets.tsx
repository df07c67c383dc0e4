import { formatMonthLabel } from '@domain/calendar';
import type { TeamTimesheetMember } from '@domain/contracts/timesheets';
import { displayName, initials } from '@domain/people';
import { plural } from '@domain/plural';
import { formatSummaryHours } from '@domain/timesheets';
import { CheckIcon, DownloadIcon, EyeIcon, UsersIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { browserCsvStyle, CsvExportButton } from '@/components/csv-export-button';
import { EmptyState, QueryState, SkeletonRows } from '@/components/query-state';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { bulkExportUrl, employeeExportUrl, useTeamTimesheets } from '../api/timesheets';
import { type RejectTarget, RejectTimesheetDialog, useApproveTimesheet } from './decision-dialogs';
import { download } from './export-buttons';
import { MonthNav } from './month-nav';
import { FormerMemberBadge, TimesheetStatusBadge } from './status-badge';

/** The Bulk Export CSV button of the page header. */
export function BulkExportButton({ month }: { month: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <CsvExportButton
      variant="default"
      disabled={busy}
      menuLabel="CSV separator of the bulk export"
      onExport={async (csv) => {
        setBusy(true);
        await download(bulkExportUrl(month, csv), 'CSV Export Failed', 'Failed to bulk export timesheets');
        setBusy(false);
      }}
    >
      {busy ? 'Exporting...' : 'Bulk Export CSV'}
    </CsvExportButton>
  );
}

function CountTile({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg border bg-card p-3">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-bold text-2xl tabular-nums">{value ?? '–'}</dd>
    </div>
  );
}

/**
 * Team Timesheets (spec 2.8): month navigation, the four counts, and "Team Overview" with one row per
 * member (hours against expected, days worked, % complete, status, View, Export, Approve / Reject).
 */
export function TeamTimesheets({
  month,
  onMonthChange,
}: {
  month: string;
  onMonthChange: (m: string) => void;
}) {
  const query = useTeamTimesheets(month);
  const approve = useApproveTimesheet();
  const [rejecting, setRejecting] = useState<RejectTarget | null>(null);
  useEffect(() => {
    if (query.isError) toast.error('Error', { description: 'Failed to fetch team members' });
  }, [query.isError]);
  const data = query.data?.month === month ? query.data : undefined;

  return (
    <div className="space-y-6">
      <MonthNav month={month} onChange={onMonthChange} />
      <dl
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
        aria-busy={query.isFetching}
        data-testid="team-counts"
      >
        <CountTile label="Total Employees" value={data?.counts.totalEmployees} />
        <CountTile label="Approved" value={data?.counts.approved} />
        <CountTile label="Pending Review" value={data?.counts.pendingReview} />
        <CountTile label="Draft/Rejected" value={data?.counts.draftOrRejected} />
      </dl>
      <Card aria-labelledby="team-overview-title">
        <CardHeader>
          <CardTitle>
            <h2 id="team-overview-title">Team Overview</h2>
          </CardTitle>
          <CardDescription>Timesheets of {formatMonthLabel(month)}</CardDescription>
        </CardHeader>
        <CardContent>
          {/* Only the month asked for: a placeholder of the previous month is not shown as this one. */}
          <QueryState
            query={{ data, isError: query.isError, error: query.error, refetch: query.refetch }}
            loading="Loading the team’s timesheets…"
            skeleton={<SkeletonRows count={3} className="h-20" />}
            error="The team’s timesheets could not be loaded."
            isEmpty={(d) => d.members.length === 0}
            empty={<EmptyState icon={UsersIcon} title="No employees yet" />}
          >
            {(d) => (
              <ul className="divide-y" aria-label="Team timesheets">
                {d.members.map((m) => (
                  <MemberRow
                    key={m.id}
                    member={m}
                    month={month}
                    approving={approve.pending}
                    onApprove={() => approve.run({ userId: m.id, name: displayName(m), month })}
                    onReject={() => setRejecting({ userId: m.id, name: displayName(m), month })}
                  />
                ))}
              </ul>
            )}
          </QueryState>
        </CardContent>
      </Card>
      <RejectTimesheetDialog target={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}

function MemberRow({
  member: m,
  month,
  approving,
  onApprove,
  onReject,
}: {
  member: TeamTimesheetMember;
  month: string;
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const [exporting, setExporting] = useState(false);
  const name = displayName(m);
  const s = m.summary;
  return (
    <li
      className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 xl:flex-row xl:items-center xl:justify-between"
      data-member={m.email}
    >
      <div className="flex min-w-0 gap-3">
        <Avatar className="size-9">
          {m.avatarUrl && <AvatarImage src={m.avatarUrl} alt="" />}
          <AvatarFallback>{initials(m)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {name}
            <TimesheetStatusBadge status={m.status} completion={s.completion} />
            {m.former && <FormerMemberBadge />}
            {m.pendingCorrections > 0 && (
              <Badge variant="warning">
                {plural(m.pendingCorrections, { one: 'correction', other: 'corrections' })} pending
              </Badge>
            )}
          </p>
          <p className="truncate text-muted-foreground text-sm">{m.email}</p>
          <p className="flex flex-wrap gap-x-4 text-sm tabular-nums">
            <span>
              {formatSummaryHours(s.totalHours)}h <span className="text-muted-foreground">of</span>{' '}
              {formatSummaryHours(s.expectedHours)}h
            </span>
            {/* Days after today already filled in (bulk apply) count in the month's total; Reports stops at today. */}
            {m.hoursToDate !== s.totalHours && (
              <span>
                {formatSummaryHours(m.hoursToDate)}h <span className="text-muted-foreground">to date</span>
              </span>
            )}
            <span>
              {s.daysWorked} <span className="text-muted-foreground">days worked</span>
            </span>
            <span>
              {s.completion}% <span className="text-muted-foreground">complete</span>
            </span>
          </p>
          {m.status === 'rejected' && m.rejectedReason && (
            <p className="break-words text-muted-foreground text-sm">Rejected: {m.rejectedReason}</p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <Link
            to={`/app/team-timesheets/${m.id}?month=${month}`}
            aria-label={`View the timesheet of ${name}`}
          >
            <EyeIcon aria-hidden="true" />
            View
          </Link>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={exporting}
          aria-label={`Export the timesheet of ${name} as CSV`}
          onClick={async () => {
            setExporting(true);
            await download(
              employeeExportUrl(m.id, month, 'csv', browserCsvStyle()),
              'CSV Export Failed',
              'Failed to export the timesheet. Please try again.',
            );
            setExporting(false);
          }}
        >
          <DownloadIcon aria-hidden="true" />
          Export
        </Button>
        {m.status === 'submitted' && m.canDecide && (
          <>
            <Button
              size="sm"
              onClick={onApprove}
              disabled={approving}
              aria-label={`Approve the timesheet of ${name}`}
            >
              <CheckIcon aria-hidden="true" />
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={onReject}
              aria-label={`Reject the timesheet of ${name}`}
            >
              <XIcon aria-hidden="true" />
              Reject
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
