import type { TeamMember } from '@domain/contracts/team';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { UsersIcon } from 'lucide-react';
import { EmptyState, type QueryLike, QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { MemberIdentity, RoleBadge } from './member-identity';

/**
 * Everyone in the company, for every member (the Team page). The page passes the read it already makes (the
 * month's schedule lists every member with these fields), so it needs one request, not a second to /api/team.
 */
export function TeamMembersList({ team }: { team: QueryLike<{ members: TeamMember[] }> }) {
  const { t } = useLingui();
  const count = team.data?.members.length ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="team.members.title">Team Members</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          {team.data ? (
            <Trans id="team.members.count">
              <Plural value={count} one="# member" other="# members" />
            </Trans>
          ) : (
            <Trans id="team.members.everyone">Everyone in your company</Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={team}
          loading={t({ id: 'team.members.loading', message: 'Loading team members' })}
          error={t({ id: 'team.members.failed', message: 'Failed to load team members' })}
          isEmpty={(d) => d.members.length === 0}
          empty={
            <EmptyState
              icon={UsersIcon}
              title={t({ id: 'team.members.empty', message: 'No employees yet' })}
            />
          }
        >
          {(data) => (
            <ul className="divide-y">
              {data.members.map((m) => (
                <li key={m.id} className="flex items-center justify-between gap-3 py-3">
                  <MemberIdentity member={m} />
                  <RoleBadge role={m.role} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
