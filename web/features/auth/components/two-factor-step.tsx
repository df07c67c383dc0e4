import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { verifySignInCode } from '../api/auth';
import { TextField } from './text-field';

/** The second step of signing in when two-factor authentication is on. */
export function TwoFactorStep({ onSignedIn, onBack }: { onSignedIn: () => void; onBack: () => void }) {
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
          setError(backup ? 'Enter one of your backup codes' : 'Enter the 6-digit code from your app');
          return;
        }
        setPending(true);
        try {
          await verifySignInCode(value, backup);
          onSignedIn();
        } catch (err) {
          const description =
            isApiError(err) && err.status === 429
              ? err.message
              : isApiError(err) &&
                  err.status === 401 &&
                  err.reason !== 'INVALID_CODE' &&
                  err.reason !== 'INVALID_BACKUP_CODE'
                ? 'This sign-in took too long. Go back and sign in again.'
                : 'That code is not valid. Try again.';
          toast.error('Sign in failed', { description });
        } finally {
          setPending(false);
        }
      }}
    >
      <p className="text-sm text-muted-foreground">
        {backup
          ? 'Enter one of the backup codes you saved when you turned on two-factor authentication.'
          : 'Open your authenticator app and enter the 6-digit code for Plantel.'}
      </p>
      <TextField
        label={backup ? 'Backup code' : 'Authentication code'}
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
        {pending ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex justify-between text-sm">
        <Button type="button" variant="link" className="h-auto p-0" onClick={onBack}>
          Back
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
          {backup ? 'Use the app code' : 'Use a backup code'}
        </Button>
      </div>
    </form>
  );
}
