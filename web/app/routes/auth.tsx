import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheckIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { VisitorLanguageSelect } from '@/components/visitor-language-select';
import { AuthTabs } from '@/features/auth/components/auth-tabs';
import { ResendVerification } from '@/features/auth/components/resend-verification';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { usePageMeta } from '@/lib/page-meta';
import { safeRedirect } from '@/lib/safe-redirect';
import { rememberSignedIn } from '@/lib/signed-in-hint';
import { useMeOnce } from '@/lib/use-me-once';
import { BrandMark } from '../layouts/brand';

export function AuthPage() {
  const { t } = useLingui();
  usePageMeta(
    t({ id: 'auth.meta.title', message: 'Sign in' }),
    t({ id: 'auth.meta.description', message: 'Sign in to Plantel or create your company account.' }),
  );
  const session = useMeOnce();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') === 'signup' ? 'signup' : 'signin');
  const redirect = safeRedirect(params.get('redirect'));
  const verificationError = params.get('error');
  // After sign-up: the address the confirmation link went to, kept in Sign In and in a message that stays.
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);

  useEffect(() => {
    if (params.get('verified') === '1' && !verificationError) {
      toast.success(t({ id: 'auth.verified.title', message: 'Email verified' }), {
        description: t({
          id: 'auth.verified.text',
          message: 'Your email address is confirmed. You can sign in now.',
        }),
      });
      setParams((p) => {
        p.delete('verified');
        return p;
      });
    }
  }, [params, setParams, verificationError, t]);

  if (session.status === 'loading') {
    return (
      <div className="flex min-h-svh items-center justify-center">
        <Spinner label={t({ id: 'common.loading', message: 'Loading' })} />
      </div>
    );
  }
  if (session.status === 'signedIn') return <Navigate to={redirect} replace />;

  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <Link
        to="/"
        className="mb-6 flex items-center gap-2 font-semibold"
        aria-label={t({ id: 'common.plantelHome', message: 'Plantel home' })}
      >
        <BrandMark />
        {/* i18n-ignore: the product's name */}
        <span className="text-lg">Plantel</span>
      </Link>
      <h1 className="sr-only">
        <Trans id="auth.heading">Sign in or create your company account</Trans>
      </h1>
      <div className="w-full max-w-md space-y-4">
        {verificationError && <ResendVerification error={verificationError} />}
        {signedUpEmail && (
          <Alert role="status">
            <MailCheckIcon aria-hidden="true" />
            <AlertTitle>
              <Trans id="auth.checkEmail.title">Check your email</Trans>
            </AlertTitle>
            <AlertDescription>
              <p>
                <Trans id="auth.checkEmail.text">
                  We've sent you a confirmation link to complete your registration.
                </Trans>
              </p>
              <p>
                <Trans id="auth.checkEmail.openLink">
                  Open the link we sent to <strong className="break-all">{signedUpEmail}</strong>, then sign
                  in below.
                </Trans>
              </p>
            </AlertDescription>
          </Alert>
        )}
        <AuthTabs
          value={tab}
          onValueChange={setTab}
          tabs={[
            {
              value: 'signin',
              label: <Trans id="auth.tabs.signIn">Sign In</Trans>,
              panel: (
                <Card>
                  <CardHeader>
                    <CardTitle>
                      <Trans id="auth.signIn.title">Welcome back</Trans>
                    </CardTitle>
                    <CardDescription>
                      <Trans id="auth.signIn.description">Sign in with your email and password.</Trans>
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <SignInForm
                      key={signedUpEmail ?? ''}
                      initialEmail={signedUpEmail ?? ''}
                      onSignedIn={() => {
                        // The public pages know at once (a cookie choice made there goes to the account), not
                        // only once the app has read the session.
                        rememberSignedIn(true);
                        navigate(redirect, { replace: true });
                      }}
                    />
                  </CardContent>
                </Card>
              ),
            },
            {
              value: 'signup',
              label: <Trans id="auth.tabs.signUp">Sign Up</Trans>,
              panel: (
                <Card>
                  <CardHeader>
                    <CardTitle>
                      <Trans id="auth.signUp.title">Start Your Company</Trans>
                    </CardTitle>
                    <CardDescription>
                      <Trans id="auth.signUp.description">
                        Free for up to 2 team members. Set up takes five minutes.
                      </Trans>
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <SignUpForm
                      onSignedUp={(email) => {
                        setSignedUpEmail(email);
                        setTab('signin');
                      }}
                    />
                  </CardContent>
                </Card>
              ),
            },
          ]}
        />
        <VisitorLanguageSelect className="justify-center" />
      </div>
    </main>
  );
}
