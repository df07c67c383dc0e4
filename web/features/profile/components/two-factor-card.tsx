import { ShieldCheckIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateBackupCodes,
  useTwoFactorChange,
  verifyTwoFactorSetup,
} from '../api/profile';

type Step =
  | { kind: 'closed' }
  | { kind: 'password'; purpose: 'enable' | 'disable' | 'codes' }
  | { kind: 'scan'; uri: string; codes: string[] }
  | { kind: 'codes'; codes: string[] };

/** Two-factor authentication: a code from an authenticator app at every sign-in (ASVS 6.3.3). */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const close = () => setStep({ kind: 'closed' });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <h2>Two-factor authentication</h2>
          <Badge variant={enabled ? 'success' : 'muted'}>{enabled ? 'On' : 'Off'}</Badge>
        </CardTitle>
        <CardDescription>
          {enabled
            ? 'Signing in asks for a code from your authenticator app. Keep your backup codes somewhere safe in case you lose your phone.'
            : 'Add a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) to your password when you sign in.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {enabled ? (
          <>
            <Button variant="outline" onClick={() => setStep({ kind: 'password', purpose: 'codes' })}>
              New backup codes
            </Button>
            <Button variant="outline" onClick={() => setStep({ kind: 'password', purpose: 'disable' })}>
              Turn off
            </Button>
          </>
        ) : (
          <Button onClick={() => setStep({ kind: 'password', purpose: 'enable' })}>
            <ShieldCheckIcon aria-hidden="true" />
            Turn on
          </Button>
        )}
      </CardContent>
      <Dialog open={step.kind !== 'closed'} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          {step.kind === 'password' && (
            <PasswordStep purpose={step.purpose} onNext={setStep} onDone={close} />
          )}
          {step.kind === 'scan' && <ScanStep uri={step.uri} codes={step.codes} onDone={close} />}
          {step.kind === 'codes' && <CodesStep codes={step.codes} onDone={close} />}
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function PasswordStep({
  purpose,
  onNext,
  onDone,
}: {
  purpose: 'enable' | 'disable' | 'codes';
  onNext: (s: Step) => void;
  onDone: () => void;
}) {
  const [password, setPassword] = useState('');
  const enable = useTwoFactorChange(enableTwoFactor);
  const disable = useTwoFactorChange(disableTwoFactor);
  const codes = useTwoFactorChange(regenerateBackupCodes);
  const pending = enable.isPending || disable.isPending || codes.isPending;
  const titles = {
    enable: 'Turn on two-factor authentication',
    disable: 'Turn off two-factor authentication',
    codes: 'New backup codes',
  };

  return (
    <form
      className="space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          if (purpose === 'enable') {
            const r = await enable.mutateAsync(password);
            onNext({ kind: 'scan', uri: r.totpURI, codes: r.backupCodes });
          } else if (purpose === 'codes') {
            const r = await codes.mutateAsync(password);
            onNext({ kind: 'codes', codes: r.backupCodes });
          } else {
            await disable.mutateAsync(password);
            toast.success('Two-factor authentication is off');
            onDone();
          }
        } catch (err) {
          toast.error('Could not change two-factor authentication', {
            description: errorMessage(err, 'Something went wrong. Please try again.'),
          });
        }
      }}
    >
      <DialogHeader>
        <DialogTitle>{titles[purpose]}</DialogTitle>
        <DialogDescription>Confirm it is you with your password.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="two-factor-password">Password</Label>
        <Input
          id="two-factor-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <DialogFooter>
        <Button type="submit" disabled={pending || !password}>
          Continue
        </Button>
      </DialogFooter>
    </form>
  );
}

function ScanStep({ uri, codes, onDone }: { uri: string; codes: string[]; onDone: () => void }) {
  const [code, setCode] = useState('');
  const [qr, setQr] = useState<string | null>(null);
  const verify = useTwoFactorChange(verifyTwoFactorSetup);
  const secret = new URL(uri).searchParams.get('secret') ?? '';

  // The QR encoder loads only here.
  useEffect(() => {
    let live = true;
    void import('uqr').then(
      ({ renderSVG }) => live && setQr(`data:image/svg+xml;base64,${btoa(renderSVG(uri))}`),
    );
    return () => {
      live = false;
    };
  }, [uri]);

  return (
    <form
      className="space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await verify.mutateAsync(code.replace(/\s/g, ''));
          toast.success('Two-factor authentication is on', {
            description: 'Signing in will now ask for a code from your app.',
          });
          onDone();
        } catch (err) {
          toast.error('That code did not work', {
            description: errorMessage(err, 'Check the time on your phone and try again.'),
          });
        }
      }}
    >
      <DialogHeader>
        <DialogTitle>Scan the code with your app</DialogTitle>
        <DialogDescription>Then enter the 6-digit code it shows to finish.</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col items-center gap-2">
        {qr ? (
          <img src={qr} alt="QR code for your authenticator app" className="size-44 rounded border" />
        ) : (
          <div className="size-44 rounded border bg-muted" />
        )}
        <p className="text-center text-xs text-muted-foreground">
          Cannot scan? Enter this key: <code className="break-all font-mono text-foreground">{secret}</code>
        </p>
      </div>
      <BackupCodes codes={codes} />
      <div className="grid gap-2">
        <Label htmlFor="two-factor-code">Code from the app</Label>
        <Input
          id="two-factor-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <DialogFooter>
        <Button type="submit" disabled={verify.isPending || code.replace(/\s/g, '').length !== 6}>
          Turn on
        </Button>
      </DialogFooter>
    </form>
  );
}

function CodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <DialogHeader>
        <DialogTitle>Your new backup codes</DialogTitle>
        <DialogDescription>The old ones no longer work.</DialogDescription>
      </DialogHeader>
      <BackupCodes codes={codes} />
      <DialogFooter>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="rounded-md border bg-muted/40 p-3">
      <p className="mb-2 text-sm font-medium">Backup codes (each works once)</p>
      <ul className="grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Backup codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button
        type="button"
        variant="link"
        className="h-auto p-0 text-sm"
        onClick={() =>
          navigator.clipboard.writeText(codes.join('\n')).then(() => toast.success('Backup codes copied'))
        }
      >
        Copy codes
      </Button>
    </div>
  );
}
