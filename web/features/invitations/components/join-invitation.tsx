import type { Me } from '@domain/contracts/accounts';
import { type InvitationValidation, joinSignUpForm } from '@domain/contracts/invitations';
import {
  EMAIL_MISMATCH_TITLE,
  emailMismatchMessage,
  sameEmail,
  TEAM_SIZE_LIMIT_MESSAGE,
} from '@domain/invitations';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import {
  type SignUpFetcher,
  useAcceptInvitation,
  useInvitationValidation,
  useSignUpWithInvitation,
} from '../api/invitations';

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/** A dead end of /join: the reason and a way to sign in. */
export function InvitationMessage({ title, description }: { title: string; description: string }) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="text-xl">{title}</h1>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardFooter className="justify-center">
        <Button asChild>
          <Link to="/auth">Go to Sign In</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * /join/{code}: validates the code, then lets a signed-in person without company join, or a visitor create
 * the account that joins once its e-mail is verified. Expired and used codes go to /auth with the reason.
 */
export function JoinInvitation({ code, signUp }: { code: string; signUp: SignUpFetcher }) {
  const validation = useInvitationValidation(code);
  const session = useSession();
  const navigate = useNavigate();
  const announced = useRef(false);
  const data = validation.data;

  useEffect(() => {
    if (announced.current) return;
    if (validation.isError) {
      announced.current = true;
      toast.error('Error', { description: errorMessage(validation.error, SOMETHING_WRONG) });
      navigate('/auth', { replace: true });
    } else if (data && !data.valid && data.reason !== 'not_found') {
      announced.current = true;
      toast.error('Invalid Invitation', {
        description: data.error ?? 'This invitation code is not valid or has expired.',
      });
      navigate('/auth', { replace: true });
    }
  }, [validation.isError, validation.error, data, navigate]);

  if (validation.isPending || session.status === 'loading') {
    return <Spinner className="size-6" label="Validating your invitation..." />;
  }
  if (!data || validation.isError) return null;
  if (!data.valid) {
    if (data.reason === 'not_found') {
      return (
        <InvitationMessage
          title="Invitation Not Found"
          description={data.error ?? 'This invitation code does not exist.'}
        />
      );
    }
    return null;
  }
  if (session.status === 'signedIn' && session.me.company) return <Navigate to="/app/dashboard" replace />;

  const company = data.company?.name ?? 'the company';
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="text-xl">Join {company}</h1>
        </CardTitle>
        <CardDescription>
          {data.invitation?.inviteePosition
            ? `You've been invited to join ${company} as ${data.invitation.inviteePosition}.`
            : `You've been invited to join ${company}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {session.status === 'signedIn' ? (
          <JoinAsSignedIn code={code} me={session.me} validation={data} company={company} />
        ) : (
          <JoinSignUpForm code={code} validation={data} company={company} signUpFetcher={signUp} />
        )}
      </CardContent>
    </Card>
  );
}

function acceptFailed(e: unknown) {
  const message = errorMessage(e, SOMETHING_WRONG);
  if (isApiError(e) && e.code === 'SEAT_LIMIT') {
    toast.error('Company Subscription Required', { description: TEAM_SIZE_LIMIT_MESSAGE });
  } else if (isApiError(e) && e.code === 'FORBIDDEN') {
    toast.error(EMAIL_MISMATCH_TITLE, { description: message });
  } else {
    toast.error('Error', { description: message });
  }
}

function JoinAsSignedIn({
  code,
  me,
  validation,
  company,
}: {
  code: string;
  me: Me;
  validation: InvitationValidation;
  company: string;
}) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const invitee = validation.invitation?.inviteeEmail;

  const join = async () => {
    if (invitee && !sameEmail(invitee, me.user.email)) {
      toast.error(EMAIL_MISMATCH_TITLE, { description: emailMismatchMessage(invitee) });
      return;
    }
    try {
      const result = await accept.mutateAsync(code);
      toast.success('Successfully Joined!', {
        description: `You have been added to ${result.company.name}.`,
      });
      navigate('/app/dashboard', { replace: true });
    } catch (e) {
      acceptFailed(e);
    }
  };

  return (
    <div className="space-y-4">
      <p className="rounded-md border bg-muted/50 p-3 text-sm">
        You're signed in as <span className="break-all font-medium">{me.user.email}</span>.
      </p>
      <Button className="w-full" onClick={join} disabled={accept.isPending}>
        {accept.isPending ? 'Joining...' : 'Join Company'}
      </Button>
      <p className="text-center text-muted-foreground text-xs">You will join {company} as an employee.</p>
    </div>
  );
}

type Field = 'firstName' | 'lastName' | 'email' | 'password';
const FIELDS: { name: Field; label: string; type: string; autoComplete: string; half?: boolean }[] = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name', half: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

function JoinSignUpForm({
  code,
  validation,
  company,
  signUpFetcher,
}: {
  code: string;
  validation: InvitationValidation;
  company: string;
  signUpFetcher: SignUpFetcher;
}) {
  const signUp = useSignUpWithInvitation(signUpFetcher);
  const navigate = useNavigate();
  const invitee = validation.invitation?.inviteeEmail ?? null;
  const [first, ...rest] = (validation.invitation?.inviteeName ?? '').split(' ');
  const form = useForm({
    resolver: zodResolver(joinSignUpForm),
    defaultValues: { firstName: first ?? '', lastName: rest.join(' '), email: invitee ?? '', password: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    if (invitee && !sameEmail(invitee, values.email)) {
      form.setError('email', { message: emailMismatchMessage(invitee) });
      toast.error(EMAIL_MISMATCH_TITLE, { description: emailMismatchMessage(invitee) });
      return;
    }
    try {
      await signUp.mutateAsync({ ...values, invitationCode: code });
      toast.success('Account Created!', {
        description: `Please check your email to verify your account. You'll be automatically added to ${company} once verified.`,
      });
      navigate('/auth', { replace: true });
    } catch (e) {
      if (isApiError(e) && e.code === 'FORBIDDEN') {
        toast.error(EMAIL_MISMATCH_TITLE, { description: e.message });
        return;
      }
      if (isApiError(e)) {
        for (const f of e.fields) {
          if (FIELDS.some((x) => x.name === f.field)) form.setError(f.field as Field, { message: f.message });
        }
      }
      toast.error('Sign up failed', { description: errorMessage(e, SOMETHING_WRONG) });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} className="grid grid-cols-2 gap-4" noValidate>
        {FIELDS.map((f) => (
          <FormField
            key={f.name}
            control={form.control}
            name={f.name}
            render={({ field }) => (
              <FormItem className={f.half ? 'col-span-2 sm:col-span-1' : 'col-span-2'}>
                <FormLabel>{f.label}</FormLabel>
                <FormControl>
                  <Input type={f.type} autoComplete={f.autoComplete} required {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Button type="submit" className="col-span-2 w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : 'Create Account & Join'}
        </Button>
        <p className="col-span-2 text-center text-muted-foreground text-sm">
          Already have an account?{' '}
          <Link
            to={`/auth?redirect=${encodeURIComponent(`/join/${code}`)}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </p>
      </form>
    </Form>
  );
}
