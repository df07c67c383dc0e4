import { UsersIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useTeamDirectory } from '../api/team';
import { MemberIdentity, RoleBadge } from './member-identity';

/** Everyone in the company, for every member (the Team page). */
export function TeamMembersList() {
  const team = useTeamDirectory();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Team Members</h2>
        </CardTitle>
        <CardDescription>
          {team.data
            ? `${team.data.members.length} ${team.data.members.length === 1 ? 'member' : 'members'}`
            : 'Everyone in your company'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {team.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">Loading team members</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : team.isError ? (
          <div className="space-y-2 text-sm" role="alert">
            <p className="font-medium text-destructive">Failed to load team members</p>
            <p className="text-muted-foreground">
              {errorMessage(team.error, 'Something went wrong. Please try again.')}
            </p>
            <Button variant="outline" size="sm" onClick={() => team.refetch()}>
              Try again
            </Button>
          </div>
        ) : team.data.members.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-sm">
            <UsersIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No employees yet</p>
          </div>
        ) : (
          <ul className="divide-y">
            {team.data.members.map((m) => (
              <li key={m.id} className="flex items-center justify-between gap-3 py-3">
                <MemberIdentity member={m} />
                <RoleBadge role={m.role} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
