import type { TeamTimesheetMember } from '@domain/contracts/timesheets';
import { displayName, initials } from '@domain/people';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { useFormat } from '@/lib/i18n/locale-provider';
import { bulkExportUrl, employeeExportUrl, useTeamTimesheets } from '../api/timesheets';
import { useTimesheetTexts } from '../texts';
import { type RejectTarget, RejectTimesheetDialog, useApproveTimesheet } from './decision-dialogs';
import { useDownload } from './export-buttons';
import { MonthNav } from './month-nav';
import { FormerMemberBadge, TimesheetStatusBadge } from './status-badge';

/** The Bulk Export CSV button of the page header. */
export function BulkExportButton({ month }: { month: string }) {
  const { t } = useLingui();
  const download = useDownload();
  const [busy, setBusy] = useState(false);
  return (
    <CsvExportButton
      variant="default"
      disabled={busy}
      menuLabel={t({ id: 'timesheets.team.bulkExportMenu', message: 'CSV separator of the bulk export' })}
      onExport={async (csv) => {
        setBusy(true);
        await download(
          bulkExportUrl(month, csv),
          t({ id: 'timesheets.export.csvFailed', message: 'CSV Export Failed' }),
          t({ id: 'timesheets.team.bulkExportFailed', message: 'Failed to bulk export timesheets' }),
        );
        setBusy(false);
      }}
    >
      {busy
        ? t({ id: 'timesheets.export.exporting', message: 'Exporting...' })
        : t({ id: 'timesheets.team.bulkExport', message: 'Bulk Export CSV' })}
    </CsvExportButton>
  );
}

function CountTile({ label, value }: { label: string; value: number | undefined }) {
  const format = useFormat();
  return (
    <div className="rounded-lg border bg-card p-3">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-bold text-2xl tabular-nums">{value === undefined ? '–' : format.number(value)}</dd>
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
  const { t } = useLingui();
  const format = useFormat();
  const query = useTeamTimesheets(month);
  const approve = useApproveTimesheet();
  const [rejecting, setRejecting] = useState<RejectTarget | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure, in the language shown then
  useEffect(() => {
    if (query.isError)
      toast.error(t({ id: 'timesheets.team.error', message: 'Error' }), {
        description: t({ id: 'timesheets.team.fetchFailed', message: 'Failed to fetch team members' }),
      });
  }, [query.isError]);
  const monthLabel = format.month(month);
  const data = query.data?.month === month ? query.data : undefined;

  return (
    <div className="space-y-6">
      <MonthNav month={month} onChange={onMonthChange} />
      <dl
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
        aria-busy={query.isFetching}
        data-testid="team-counts"
      >
        <CountTile
          label={t({ id: 'timesheets.team.totalEmployees', message: 'Total Employees' })}
          value={data?.counts.totalEmployees}
        />
        <CountTile
          label={t({ id: 'timesheets.team.approved', message: 'Approved' })}
          value={data?.counts.approved}
        />
        <CountTile
          label={t({ id: 'timesheets.team.pendingReview', message: 'Pending Review' })}
          value={data?.counts.pendingReview}
        />
        <CountTile
          label={t({ id: 'timesheets.team.draftOrRejected', message: 'Draft/Rejected' })}
          value={data?.counts.draftOrRejected}
        />
      </dl>
      <Card aria-labelledby="team-overview-title">
        <CardHeader>
          <CardTitle>
            <h2 id="team-overview-title">
              <Trans id="timesheets.team.overview">Team Overview</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans id="timesheets.team.overviewDescription">Timesheets of {monthLabel}</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          {/* Only the month asked for: a placeholder of the previous month is not shown as this one. */}
          <QueryState
            query={{ data, isError: query.isError, error: query.error, refetch: query.refetch }}
            loading={t({ id: 'timesheets.team.loading', message: 'Loading the team’s timesheets…' })}
            skeleton={<SkeletonRows count={3} className="h-20" />}
            error={t({
              id: 'timesheets.team.loadFailed',
              message: 'The team’s timesheets could not be loaded.',
            })}
            isEmpty={(d) => d.members.length === 0}
            empty={
              <EmptyState
                icon={UsersIcon}
                title={t({ id: 'timesheets.team.empty', message: 'No employees yet' })}
              />
            }
          >
            {(d) => (
              <ul
                className="divide-y"
                aria-label={t({ id: 'timesheets.team.listLabel', message: 'Team timesheets' })}
              >
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
  const { t } = useLingui();
  const texts = useTimesheetTexts();
  const download = useDownload();
  const [exporting, setExporting] = useState(false);
  const name = displayName(m);
  const s = m.summary;
  const pending = m.pendingCorrections;
  const reason = m.rejectedReason;
  const total = texts.summaryHours(s.totalHours);
  const expected = texts.summaryHours(s.expectedHours);
  const toDate = texts.summaryHours(m.hoursToDate);
  const completion = texts.percent(s.completion);
  const daysWorked = texts.format.number(s.daysWorked);
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
                <Trans id="timesheets.team.pendingCorrections">
                  <Plural value={pending} one="# correction pending" other="# corrections pending" />
                </Trans>
              </Badge>
            )}
          </p>
          <p className="truncate text-muted-foreground text-sm" title={m.email}>
            {m.email}
          </p>
          <p className="flex flex-wrap gap-x-4 text-sm tabular-nums">
            <span>
              <Trans id="timesheets.team.hoursOfExpected">
                {total} <span className="text-muted-foreground">of</span> {expected}
              </Trans>
            </span>
            {/* Days after today already filled in (bulk apply) count in the month's total; Reports stops at today. */}
            {m.hoursToDate !== s.totalHours && (
              <span>
                <Trans id="timesheets.team.hoursToDate">
                  {toDate} <span className="text-muted-foreground">to date</span>
                </Trans>
              </span>
            )}
            <span>
              {/* A figure and its label, as the other figures of the row (no plural: "1 days worked" reads as a stat). */}
              <Trans id="timesheets.team.daysWorked">
                {daysWorked} <span className="text-muted-foreground">days worked</span>
              </Trans>
            </span>
            <span>
              <Trans id="timesheets.team.complete">
                {completion} <span className="text-muted-foreground">complete</span>
              </Trans>
            </span>
          </p>
          {m.status === 'rejected' && m.rejectedReason && (
            <p className="break-words text-muted-foreground text-sm">
              <Trans id="timesheets.team.rejectedReason">Rejected: {reason}</Trans>
            </p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <Link
            to={`/app/team-timesheets/${m.id}?month=${month}`}
            aria-label={t({ id: 'timesheets.team.viewLabel', message: `View the timesheet of ${name}` })}
          >
            <EyeIcon aria-hidden="true" />
            <Trans id="timesheets.team.view">View</Trans>
          </Link>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={exporting}
          aria-label={t({
            id: 'timesheets.team.exportLabel',
            message: `Export the timesheet of ${name} as CSV`,
          })}
          onClick={async () => {
            setExporting(true);
            await download(
              employeeExportUrl(m.id, month, 'csv', browserCsvStyle()),
              t({ id: 'timesheets.export.csvFailed', message: 'CSV Export Failed' }),
              t({
                id: 'timesheets.export.failedDetail',
                message: 'Failed to export the timesheet. Please try again.',
              }),
            );
            setExporting(false);
          }}
        >
          <DownloadIcon aria-hidden="true" />
          <Trans id="timesheets.team.export">Export</Trans>
        </Button>
        {m.status === 'submitted' && m.canDecide && (
          <>
            <Button
              size="sm"
              onClick={onApprove}
              disabled={approving}
              aria-label={t({
                id: 'timesheets.team.approveLabel',
                message: `Approve the timesheet of ${name}`,
              })}
            >
              <CheckIcon aria-hidden="true" />
              <Trans id="timesheets.team.approve">Approve</Trans>
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={onReject}
              aria-label={t({
                id: 'timesheets.team.rejectLabel',
                message: `Reject the timesheet of ${name}`,
              })}
            >
              <XIcon aria-hidden="true" />
              <Trans id="timesheets.team.reject">Reject</Trans>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
