import type { Me } from '@domain/contracts/accounts';
import { type InvitationValidation, joinSignUpForm } from '@domain/contracts/invitations';
import { sameEmail } from '@domain/invitations';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { translatedResolver } from '@/components/form-errors';
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

/** The texts of domain/invitations.ts (EMAIL_MISMATCH_TITLE, emailMismatchMessage, TEAM_SIZE_LIMIT_MESSAGE) and the client's own. */
function useJoinTexts() {
  const { t } = useLingui();
  return {
    somethingWrong: t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
    mismatchTitle: t({ id: 'invitations.join.mismatchTitle', message: 'Email Mismatch' }),
    mismatch: (email: string) =>
      t({
        id: 'invitations.join.mismatch',
        message: `This invitation is specifically for ${email}. Please use the correct email address.`,
      }),
    error: t({ id: 'common.error', message: 'Error' }),
  };
}

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
          <Link to="/auth">
            <Trans id="invitations.join.goToSignIn">Go to Sign In</Trans>
          </Link>
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
  const { t } = useLingui();
  const texts = useJoinTexts();
  const validation = useInvitationValidation(code);
  const session = useSession();
  const navigate = useNavigate();
  const announced = useRef(false);
  const data = validation.data;

  useEffect(() => {
    if (announced.current) return;
    if (validation.isError) {
      announced.current = true;
      toast.error(texts.error, { description: errorMessage(validation.error, texts.somethingWrong) });
      navigate('/auth', { replace: true });
    } else if (data && !data.valid && data.reason !== 'not_found') {
      announced.current = true;
      toast.error(t({ id: 'invitations.join.invalid', message: 'Invalid Invitation' }), {
        description:
          data.error ??
          t({
            id: 'invitations.join.invalidDetail',
            message: 'This invitation code is not valid or has expired.',
          }),
      });
      navigate('/auth', { replace: true });
    }
  }, [validation.isError, validation.error, data, navigate, t, texts.error, texts.somethingWrong]);

  if (validation.isPending || session.status === 'loading') {
    return (
      <Spinner
        className="size-6"
        label={t({ id: 'invitations.join.validating', message: 'Validating your invitation...' })}
      />
    );
  }
  if (!data || validation.isError) return null;
  if (!data.valid) {
    if (data.reason === 'not_found') {
      return (
        <InvitationMessage
          title={t({ id: 'invitations.join.notFound', message: 'Invitation Not Found' })}
          description={
            data.error ??
            t({ id: 'invitations.join.notFoundDetail', message: 'This invitation code does not exist.' })
          }
        />
      );
    }
    return null;
  }
  if (session.status === 'signedIn' && session.me.company) return <Navigate to="/app/dashboard" replace />;

  const company = data.company?.name ?? t({ id: 'invitations.theCompany', message: 'the company' });
  const position = data.invitation?.inviteePosition;
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="text-xl">
            <Trans id="invitations.join.title">Join {company}</Trans>
          </h1>
        </CardTitle>
        <CardDescription>
          {position ? (
            <Trans id="invitations.join.invitedAs">
              You've been invited to join {company} as {position}.
            </Trans>
          ) : (
            <Trans id="invitations.join.invited">You've been invited to join {company}.</Trans>
          )}
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

function useAcceptFailed() {
  const { t } = useLingui();
  const texts = useJoinTexts();
  return (e: unknown) => {
    const message = errorMessage(e, texts.somethingWrong);
    if (isApiError(e) && e.code === 'SEAT_LIMIT') {
      toast.error(
        t({ id: 'invitations.join.subscriptionRequired', message: 'Company Subscription Required' }),
        {
          description: t({
            id: 'invitations.join.teamSizeLimit',
            message:
              'This company has reached their team size limit. Please contact the company admin to upgrade their subscription.',
          }),
        },
      );
    } else if (isApiError(e) && e.code === 'FORBIDDEN') {
      toast.error(texts.mismatchTitle, { description: message });
    } else {
      toast.error(texts.error, { description: message });
    }
  };
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
  const { t } = useLingui();
  const texts = useJoinTexts();
  const acceptFailed = useAcceptFailed();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const invitee = validation.invitation?.inviteeEmail;
  const email = me.user.email;

  const join = async () => {
    if (invitee && !sameEmail(invitee, me.user.email)) {
      toast.error(texts.mismatchTitle, { description: texts.mismatch(invitee) });
      return;
    }
    try {
      const result = await accept.mutateAsync(code);
      const added = (company: string) =>
        t({ id: 'invitations.joinedDetail', message: `You have been added to ${company}.` });
      toast.success(t({ id: 'invitations.joined', message: 'Successfully Joined!' }), {
        description: added(result.company.name),
      });
      navigate('/app/dashboard', { replace: true });
    } catch (e) {
      acceptFailed(e);
    }
  };

  return (
    <div className="space-y-4">
      <p className="rounded-md border bg-muted/50 p-3 text-sm">
        <Trans id="invitations.join.signedInAs">
          You're signed in as <span className="break-all font-medium">{email}</span>.
        </Trans>
      </p>
      <Button className="w-full" onClick={join} disabled={accept.isPending}>
        {accept.isPending ? (
          <Trans id="invitations.joining">Joining...</Trans>
        ) : (
          <Trans id="invitations.join.button">Join Company</Trans>
        )}
      </Button>
      <p className="text-center text-muted-foreground text-xs">
        <Trans id="invitations.join.asEmployee">You will join {company} as an employee.</Trans>
      </p>
    </div>
  );
}

type Field = 'firstName' | 'lastName' | 'email' | 'password';
const FIELDS: {
  name: Field;
  label: MessageDescriptor;
  type: string;
  autoComplete: string;
  half?: boolean;
}[] = [
  {
    name: 'firstName',
    label: msg({ id: 'invitations.join.firstName', message: 'First Name' }),
    type: 'text',
    autoComplete: 'given-name',
    half: true,
  },
  {
    name: 'lastName',
    label: msg({ id: 'invitations.join.lastName', message: 'Last Name' }),
    type: 'text',
    autoComplete: 'family-name',
    half: true,
  },
  {
    name: 'email',
    label: msg({ id: 'invitations.join.email', message: 'Email' }),
    type: 'email',
    autoComplete: 'email',
  },
  {
    name: 'password',
    label: msg({ id: 'invitations.join.password', message: 'Password' }),
    type: 'password',
    autoComplete: 'new-password',
  },
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
  const { t, i18n } = useLingui();
  const texts = useJoinTexts();
  const signUp = useSignUpWithInvitation(signUpFetcher);
  const navigate = useNavigate();
  const invitee = validation.invitation?.inviteeEmail ?? null;
  const [first, ...rest] = (validation.invitation?.inviteeName ?? '').split(' ');
  const form = useForm({
    resolver: translatedResolver(zodResolver(joinSignUpForm)),
    defaultValues: { firstName: first ?? '', lastName: rest.join(' '), email: invitee ?? '', password: '' },
  });

  const signInLink = `/auth?redirect=${encodeURIComponent(`/join/${code}`)}`;

  const submit = form.handleSubmit(async (values) => {
    if (invitee && !sameEmail(invitee, values.email)) {
      form.setError('email', { message: texts.mismatch(invitee) });
      toast.error(texts.mismatchTitle, { description: texts.mismatch(invitee) });
      return;
    }
    try {
      await signUp.mutateAsync({ ...values, invitationCode: code });
      toast.success(t({ id: 'invitations.join.created', message: 'Account Created!' }), {
        description: t({
          id: 'invitations.join.createdDetail',
          message: `Please check your email to verify your account. You'll be automatically added to ${company} once verified.`,
        }),
      });
      navigate('/auth', { replace: true });
    } catch (e) {
      if (isApiError(e) && e.code === 'FORBIDDEN') {
        toast.error(texts.mismatchTitle, { description: e.message });
        return;
      }
      if (isApiError(e)) {
        for (const f of e.fields) {
          if (FIELDS.some((x) => x.name === f.field)) form.setError(f.field as Field, { message: f.message });
        }
      }
      toast.error(t({ id: 'invitations.join.signUpFailed', message: 'Sign up failed' }), {
        description: errorMessage(e, texts.somethingWrong),
      });
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
                <FormLabel>{i18n._(f.label)}</FormLabel>
                <FormControl>
                  <Input type={f.type} autoComplete={f.autoComplete} required {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Button type="submit" className="col-span-2 w-full" disabled={signUp.isPending}>
          {signUp.isPending ? (
            <Trans id="invitations.join.creatingAccount">Creating account...</Trans>
          ) : (
            <Trans id="invitations.join.createAccount">Create Account &amp; Join</Trans>
          )}
        </Button>
        <p className="col-span-2 text-center text-muted-foreground text-sm">
          <Trans id="invitations.join.haveAccount">
            Already have an account?{' '}
            <Link to={signInLink} className="font-medium text-primary underline-offset-4 hover:underline">
              Sign in
            </Link>
          </Trans>
        </p>
      </form>
    </Form>
  );
}
