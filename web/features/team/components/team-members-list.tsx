import type { TeamMember } from '@domain/contracts/team';
import { plural } from '@domain/plural';
import { UsersIcon } from 'lucide-react';
import { EmptyState, type QueryLike, QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { MemberIdentity, RoleBadge } from './member-identity';

/**
 * Everyone in the company, for every member (the Team page). The page passes the read it already makes (the
 * month's schedule lists every member with these fields), so it needs one request, not a second to /api/team.
 */
export function TeamMembersList({ team }: { team: QueryLike<{ members: TeamMember[] }> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Team Members</h2>
        </CardTitle>
        <CardDescription>
          {team.data
            ? plural(team.data.members.length, { one: 'member', other: 'members' })
            : 'Everyone in your company'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={team}
          loading="Loading team members"
          error="Failed to load team members"
          isEmpty={(d) => d.members.length === 0}
          empty={<EmptyState icon={UsersIcon} title="No employees yet" />}
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
