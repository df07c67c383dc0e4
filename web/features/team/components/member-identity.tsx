import type { TeamMember } from '@domain/contracts/team';
import { displayName, initials } from '@domain/people';
import type { Role } from '@domain/roles';
import { isSampleEmail } from '@domain/sample-data';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';

export const ROLE_LABEL: Record<Role, string> = { admin: 'Admin', manager: 'Manager', employee: 'Employee' };
const ROLE_VARIANT: Record<Role, 'default' | 'info' | 'secondary'> = {
  admin: 'default',
  manager: 'info',
  employee: 'secondary',
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge variant={ROLE_VARIANT[role]}>{ROLE_LABEL[role]}</Badge>;
}

/** Picture, name (the e-mail when there is no name) and e-mail of a member; sample people say so beside the name. */
export function MemberIdentity({ member }: { member: TeamMember }) {
  const name = displayName(member);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar className="size-10">
        {member.avatarUrl && <AvatarImage src={member.avatarUrl} alt="" />}
        <AvatarFallback>{initials(member)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0">
        <div className="flex min-w-0 items-center gap-2">
          <p className="truncate font-medium">{name}</p>
          {isSampleEmail(member.email) && (
            <Badge variant="outline" className="shrink-0">
              Sample
            </Badge>
          )}
        </div>
        {name !== member.email && <p className="truncate text-muted-foreground text-sm">{member.email}</p>}
      </div>
    </div>
  );
}
