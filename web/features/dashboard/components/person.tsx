import { displayName, initials } from '@domain/people';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';

/** A person's avatar and name, for the dashboard's lists. */
export function PersonLine({
  person,
  children,
}: {
  person: { firstName: string; lastName: string; email: string; avatarUrl?: string | null };
  children?: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar className="size-8">
        {person.avatarUrl && <AvatarImage src={person.avatarUrl} alt="" />}
        <AvatarFallback className="text-xs">{initials(person)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0">
        <p className="truncate font-medium text-sm">{displayName(person)}</p>
        {children}
      </div>
    </div>
  );
}
