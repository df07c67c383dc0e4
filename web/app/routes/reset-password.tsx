import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { checkResetToken } from '@/features/auth/api/auth';
import { ResetPasswordCard } from '@/features/auth/components/reset-password-card';
import { readResetLink } from '@/features/auth/reset-link';
import { usePageMeta } from '@/lib/page-meta';
import { BrandMark } from '../layouts/brand';

export function ResetPasswordPage() {
  const { t } = useLingui();
  usePageMeta(
    t({ id: 'auth.reset.meta.title', message: 'Reset your password' }),
    t({ id: 'auth.reset.meta.description', message: 'Choose a new password for your Plantel account.' }),
  );
  const navigate = useNavigate();
  const [mounted, setMounted] = useState(false);
  const link = useMemo(() => readResetLink(window.location.search, window.location.hash), []);
  const token = link.kind === 'recovery' ? link.token : '';
  const [check, setCheck] = useState<'pending' | 'valid' | 'invalid'>('pending');
  useEffect(() => {
    if (!token) return;
    checkResetToken(token)
      .then((r) => setCheck(r.valid ? 'valid' : 'invalid'))
      .catch(() => setCheck('invalid'));
  }, [token]);

  useEffect(() => {
    setMounted(true);
    // The token must not stay in the address bar or the history once read.
    window.history.replaceState(null, '', '/reset-password');
  }, []);

  const invalid: { message: string; delay: number } | null =
    link.kind === 'error'
      ? link
      : link.kind === 'other'
        ? {
            message: t({ id: 'auth.reset.noLink', message: 'This page needs a valid password reset link.' }),
            delay: link.delay,
          }
        : check === 'invalid'
          ? {
              message: t({
                id: 'auth.reset.invalidLink',
                message: 'Invalid or expired reset link. Please request a new one.',
              }),
              delay: 3000,
            }
          : null;

  useEffect(() => {
    if (!invalid) return;
    const timer = setTimeout(() => navigate('/auth', { replace: true }), invalid.delay);
    return () => clearTimeout(timer);
  }, [invalid, navigate]);

  let body: React.ReactNode;
  if (!mounted) {
    body = <Loading text={t({ id: 'auth.reset.loading', message: 'Loading reset password page...' })} />;
  } else if (invalid) {
    body = (
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">
              <Trans id="auth.reset.notValid">Reset link not valid</Trans>
            </h1>
          </CardTitle>
          <CardDescription role="alert">{invalid.message}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm text-muted-foreground">
            <Trans id="auth.reset.redirecting">You will be redirected to the login page shortly.</Trans>
          </p>
          <Button asChild className="w-full">
            <Link to="/auth">
              <Trans id="auth.reset.goToLogin">Go to Login Page</Trans>
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  } else if (check === 'pending') {
    body = <Loading text={t({ id: 'auth.reset.validating', message: 'Validating your reset link...' })} />;
  } else {
    body = (
      <div className="space-y-4">
        <h1 className="text-center text-2xl font-semibold tracking-tight">
          <Trans id="auth.reset.meta.title">Reset your password</Trans>
        </h1>
        <ResetPasswordCard token={token} onDone={() => navigate('/app/dashboard', { replace: true })} />
      </div>
    );
  }

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
      <div className="w-full max-w-md">{body}</div>
    </main>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-muted-foreground">
      <Spinner label={text} />
      <p>{text}</p>
    </div>
  );
}
