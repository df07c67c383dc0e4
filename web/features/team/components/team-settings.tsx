import type { ManagedMember } from '@domain/contracts/team';
import { displayName, isSoleAdmin } from '@domain/people';
import { ROLES, type Role } from '@domain/roles';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserMinusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { ConfirmAction } from '@/components/confirm-action';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useManagedTeam, useRemoveMember, useUpdateMemberRole } from '../api/team';
import { HolidayAllowanceDialog } from './holiday-allowance-dialog';
import { MemberIdentity, ROLE_LABEL } from './member-identity';
import { WorkScheduleDialog } from './work-schedule-dialog';

/** Said instead of offering Leave Company: the server refuses to leave a company without an admin. */
export const SOLE_ADMIN_CANNOT_LEAVE = msg({
  id: 'team.settings.soleAdmin',
  message: 'You are the only admin. Make another member an admin before you leave.',
});

/** What a page may add to a member's row (e.g. the privacy feature's Delete Account). */
export type MemberActions = (member: { id: string; name: string; isSelf: boolean }) => ReactNode;

/**
 * Settings → Team: totals, and each member's role, work schedule, holiday allowance and removal.
 * `onMemberRemoved` (another member, not oneself) lets billing offer to reduce the paid seats.
 */
export function TeamSettings({
  currentUserId,
  companyName,
  onMemberRemoved,
  memberActions,
}: {
  currentUserId: string;
  companyName: string;
  onMemberRemoved?: (member: { id: string; name: string }) => void;
  memberActions?: MemberActions;
}) {
  const { t } = useLingui();
  const team = useManagedTeam();

  return (
    <QueryState
      query={team}
      loading={t({ id: 'team.members.loading', message: 'Loading team members' })}
      skeleton={
        <div className="space-y-4">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      }
      error={t({ id: 'team.members.failed', message: 'Failed to load team members' })}
      errorCard
    >
      {({ totals, members, year }) => (
        <div className="space-y-4">
          <dl className="grid grid-cols-3 gap-2 sm:gap-4">
            {(
              [
                [
                  'members',
                  t({ id: 'team.settings.totalMembers', message: 'Total Members' }),
                  totals.members,
                ],
                ['admins', t({ id: 'team.settings.admins', message: 'Admins' }), totals.admins],
                ['managers', t({ id: 'team.settings.managers', message: 'Managers' }), totals.managers],
              ] as const
            ).map(([key, label, value]) => (
              <Card key={key} className="gap-1 py-4">
                <dt className="px-3 text-muted-foreground text-xs sm:px-6 sm:text-sm">{label}</dt>
                <dd className="px-3 font-bold text-2xl sm:px-6">{value}</dd>
              </Card>
            ))}
          </dl>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>
                  <Trans id="team.members.title">Team Members</Trans>
                </h2>
              </CardTitle>
              <CardDescription>
                <Trans id="team.settings.description">
                  Roles decide what people can do; expected hours feed timesheets; allowances are per calendar
                  year.
                </Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              {members.length === 0 ? (
                <p className="py-6 text-center text-muted-foreground text-sm">
                  <Trans id="team.members.empty">No employees yet</Trans>
                </p>
              ) : (
                <ul className="divide-y">
                  {members.map((m) => (
                    <MemberSettings
                      key={m.id}
                      member={m}
                      year={year}
                      isSelf={m.id === currentUserId}
                      soleAdmin={isSoleAdmin(m.role, totals.admins)}
                      companyName={companyName}
                      onRemoved={onMemberRemoved}
                      actions={memberActions}
                    />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </QueryState>
  );
}

function MemberSettings({
  member,
  year,
  isSelf,
  soleAdmin,
  companyName,
  onRemoved,
  actions,
}: {
  member: ManagedMember;
  year: number;
  isSelf: boolean;
  soleAdmin: boolean;
  companyName: string;
  onRemoved?: (member: { id: string; name: string }) => void;
  actions?: MemberActions;
}) {
  const { i18n } = useLingui();
  const name = displayName(member);
  return (
    <li className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between">
      <MemberIdentity member={member} />
      <div className="flex flex-wrap items-end gap-3">
        <RoleSelect member={member} isSelf={isSelf} />
        <div className="grid gap-1">
          <span className="text-muted-foreground text-xs">
            <Trans id="team.settings.workSchedule">Work schedule</Trans>
          </span>
          <WorkScheduleDialog member={member} />
        </div>
        <div className="grid gap-1">
          <span className="text-muted-foreground text-xs">
            <Trans id="team.settings.holidayAllowance">Holiday allowance</Trans>
          </span>
          <HolidayAllowanceDialog member={member} year={year} />
        </div>
        {/* Labelled actions, one per line of text: a page adds its own through `actions`. */}
        <div className="flex flex-wrap items-center gap-2">
          {isSelf && soleAdmin ? (
            <p className="max-w-56 text-muted-foreground text-xs">{i18n._(SOLE_ADMIN_CANNOT_LEAVE)}</p>
          ) : (
            <RemoveMemberButton
              member={member}
              name={name}
              isSelf={isSelf}
              companyName={companyName}
              onRemoved={isSelf ? undefined : () => onRemoved?.({ id: member.id, name })}
            />
          )}
          {actions?.({ id: member.id, name, isSelf })}
        </div>
      </div>
    </li>
  );
}

function RoleSelect({ member, isSelf }: { member: ManagedMember; isSelf: boolean }) {
  const { t, i18n } = useLingui();
  const update = useUpdateMemberRole();
  const id = `role-${member.id}`;
  const name = displayName(member);
  const change = async (role: string) => {
    try {
      await update.mutateAsync({ id: member.id, role: role as Role });
      toast.success(t({ id: 'team.role.updated', message: 'Member role updated successfully' }));
    } catch (e) {
      toast.error(t({ id: 'team.role.failed', message: 'Failed to update member role' }), {
        description: errorMessage(
          e,
          t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
        ),
      });
    }
  };
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="font-normal text-muted-foreground text-xs">
        <Trans id="team.role.label">Role</Trans>
      </Label>
      <Select value={member.role} onValueChange={change} disabled={isSelf || update.isPending}>
        <SelectTrigger
          id={id}
          size="sm"
          // At least as wide as before, wider for a longer language's role name (it was cut).
          className="min-w-32"
          aria-label={t({ id: 'team.role.of', message: `Role of ${name}` })}
          title={isSelf ? t({ id: 'team.role.own', message: 'You cannot change your own role' }) : undefined}
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ROLES.map((r) => (
            <SelectItem key={r} value={r}>
              {i18n._(ROLE_LABEL[r])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function RemoveMemberButton({
  member,
  name,
  isSelf,
  companyName,
  onRemoved,
}: {
  member: ManagedMember;
  name: string;
  isSelf: boolean;
  companyName: string;
  onRemoved?: () => void;
}) {
  const { t } = useLingui();
  const remove = useRemoveMember();
  const run = async () => {
    try {
      await remove.mutateAsync(member.id);
      toast.success(t({ id: 'team.remove.done', message: 'Member removed from company' }));
      onRemoved?.();
    } catch (e) {
      const reason = errorMessage(e, t({ id: 'team.remove.unknown', message: 'Unknown error' }));
      toast.error(t({ id: 'team.remove.failed', message: `Failed to remove member: ${reason}` }));
    }
  };
  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" size="sm" disabled={remove.isPending}>
          <UserMinusIcon aria-hidden="true" />
          {isSelf ? (
            <Trans id="team.leave.button">Leave Company</Trans>
          ) : (
            <Trans id="team.remove.button">
              Remove from company<span className="sr-only"> ({name})</span>
            </Trans>
          )}
        </Button>
      }
      title={
        isSelf
          ? t({ id: 'team.leave.title', message: `Leave ${companyName}?` })
          : t({ id: 'team.remove.title', message: `Remove ${name}?` })
      }
      description={
        isSelf
          ? t({
              id: 'team.leave.description',
              message: `You will lose access to ${companyName} at once. Your records stay with the company.`,
            })
          : t({
              id: 'team.remove.description',
              message: `${name} will lose access to ${companyName} at once and their seat is freed. Their absences and time records stay with the company's records.`,
            })
      }
      confirmLabel={
        isSelf
          ? t({ id: 'team.leave.button', message: 'Leave Company' })
          : t({ id: 'team.remove.confirm', message: 'Remove Member' })
      }
      destructive
      onConfirm={run}
    />
  );
}
