import type { TeamMember } from '@domain/contracts/team';
import { displayName, initials } from '@domain/people';
import type { Role } from '@domain/roles';
import { isSampleEmail } from '@domain/sample-data';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';

export const ROLE_LABEL: Record<Role, MessageDescriptor> = {
  admin: msg({ id: 'team.role.admin', message: 'Admin' }),
  manager: msg({ id: 'team.role.manager', message: 'Manager' }),
  employee: msg({ id: 'team.role.employee', message: 'Employee' }),
};
const ROLE_VARIANT: Record<Role, 'default' | 'info' | 'secondary'> = {
  admin: 'default',
  manager: 'info',
  employee: 'secondary',
};

export function RoleBadge({ role }: { role: Role }) {
  const { i18n } = useLingui();
  return <Badge variant={ROLE_VARIANT[role]}>{i18n._(ROLE_LABEL[role])}</Badge>;
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
        {/* The badge goes under a name it does not fit beside (a longer language's "Sample"). */}
        <div className="flex min-w-0 flex-wrap items-center gap-x-2">
          <p className="truncate font-medium" title={name}>
            {name}
          </p>
          {isSampleEmail(member.email) && (
            <Badge variant="outline" className="shrink-0">
              <Trans id="team.member.sample">Sample</Trans>
            </Badge>
          )}
        </div>
        {name !== member.email && (
          <p className="truncate text-muted-foreground text-sm" title={member.email}>
            {member.email}
          </p>
        )}
      </div>
    </div>
  );
}
