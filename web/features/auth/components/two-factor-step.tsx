import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import { authErrorMessage } from '@/components/auth-errors';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { verifySignInCode } from '../api/auth';
import { TextField } from './text-field';

/** The second step of signing in when two-factor authentication is on. */
export function TwoFactorStep({ onSignedIn, onBack }: { onSignedIn: () => void; onBack: () => void }) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState('');
  const [backup, setBackup] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const value = code.replace(/\s/g, '');
        if (!value) {
          setError(
            backup
              ? t({ id: 'auth.twoFactor.backupRequired', message: 'Enter one of your backup codes' })
              : t({ id: 'auth.twoFactor.codeRequired', message: 'Enter the 6-digit code from your app' }),
          );
          return;
        }
        setPending(true);
        try {
          await verifySignInCode(value, backup);
          onSignedIn();
        } catch (err) {
          const description =
            isApiError(err) && err.status === 429
              ? authErrorMessage(err, i18n, err.message)
              : isApiError(err) &&
                  err.status === 401 &&
                  err.reason !== 'INVALID_CODE' &&
                  err.reason !== 'INVALID_BACKUP_CODE'
                ? t({
                    id: 'auth.twoFactor.expired',
                    message: 'This sign-in took too long. Go back and sign in again.',
                  })
                : t({ id: 'auth.twoFactor.invalid', message: 'That code is not valid. Try again.' });
          toast.error(t({ id: 'auth.signIn.failed', message: 'Sign in failed' }), { description });
        } finally {
          setPending(false);
        }
      }}
    >
      <p className="text-sm text-muted-foreground">
        {backup ? (
          <Trans id="auth.twoFactor.backupHelp">
            Enter one of the backup codes you saved when you turned on two-factor authentication.
          </Trans>
        ) : (
          <Trans id="auth.twoFactor.codeHelp">
            Open your authenticator app and enter the 6-digit code for Plantel.
          </Trans>
        )}
      </p>
      <TextField
        label={
          backup
            ? t({ id: 'auth.twoFactor.backupLabel', message: 'Backup code' })
            : t({ id: 'auth.twoFactor.codeLabel', message: 'Authentication code' })
        }
        name="code"
        value={code}
        error={error}
        autoComplete="one-time-code"
        onChange={(v) => {
          setCode(v);
          setError(undefined);
        }}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? (
          <Trans id="auth.twoFactor.pending">Verifying...</Trans>
        ) : (
          <Trans id="auth.twoFactor.submit">Verify</Trans>
        )}
      </Button>
      <div className="flex justify-between text-sm">
        <Button type="button" variant="link" className="h-auto p-0" onClick={onBack}>
          <Trans id="auth.twoFactor.back">Back</Trans>
        </Button>
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => {
            setBackup((b) => !b);
            setCode('');
            setError(undefined);
          }}
        >
          {backup ? (
            <Trans id="auth.twoFactor.useApp">Use the app code</Trans>
          ) : (
            <Trans id="auth.twoFactor.useBackup">Use a backup code</Trans>
          )}
        </Button>
      </div>
    </form>
  );
}
