import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheckIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { authErrorMessage } from '@/components/auth-errors';
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
          <h2>
            <Trans id="account.twoFactor.title">Two-factor authentication</Trans>
          </h2>
          <Badge variant={enabled ? 'success' : 'muted'}>
            {enabled ? (
              <Trans id="account.twoFactor.on">On</Trans>
            ) : (
              <Trans id="account.twoFactor.off">Off</Trans>
            )}
          </Badge>
        </CardTitle>
        <CardDescription>
          {enabled ? (
            <Trans id="account.twoFactor.enabled">
              Signing in asks for a code from your authenticator app. Keep your backup codes somewhere safe in
              case you lose your phone.
            </Trans>
          ) : (
            <Trans id="account.twoFactor.disabled">
              Add a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or
              1Password) to your password when you sign in.
            </Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {enabled ? (
          <>
            <Button variant="outline" onClick={() => setStep({ kind: 'password', purpose: 'codes' })}>
              <Trans id="account.twoFactor.newCodes">New backup codes</Trans>
            </Button>
            <Button variant="outline" onClick={() => setStep({ kind: 'password', purpose: 'disable' })}>
              <Trans id="account.twoFactor.turnOff">Turn off</Trans>
            </Button>
          </>
        ) : (
          <Button onClick={() => setStep({ kind: 'password', purpose: 'enable' })}>
            <ShieldCheckIcon aria-hidden="true" />
            <Trans id="account.twoFactor.turnOn">Turn on</Trans>
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
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const enable = useTwoFactorChange(enableTwoFactor);
  const disable = useTwoFactorChange(disableTwoFactor);
  const codes = useTwoFactorChange(regenerateBackupCodes);
  const pending = enable.isPending || disable.isPending || codes.isPending;
  const titles = {
    enable: t({ id: 'account.twoFactor.enableTitle', message: 'Turn on two-factor authentication' }),
    disable: t({ id: 'account.twoFactor.disableTitle', message: 'Turn off two-factor authentication' }),
    codes: t({ id: 'account.twoFactor.newCodes', message: 'New backup codes' }),
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
            toast.success(t({ id: 'account.twoFactor.isOff', message: 'Two-factor authentication is off' }));
            onDone();
          }
        } catch (err) {
          toast.error(
            t({
              id: 'account.twoFactor.changeFailed',
              message: 'Could not change two-factor authentication',
            }),
            {
              description: authErrorMessage(
                err,
                i18n,
                t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
              ),
            },
          );
        }
      }}
    >
      <DialogHeader>
        <DialogTitle>{titles[purpose]}</DialogTitle>
        <DialogDescription>
          <Trans id="account.twoFactor.confirmPassword">Confirm it is you with your password.</Trans>
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="two-factor-password">
          <Trans id="account.twoFactor.password">Password</Trans>
        </Label>
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
          <Trans id="common.continue">Continue</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}

function ScanStep({ uri, codes, onDone }: { uri: string; codes: string[]; onDone: () => void }) {
  const { t, i18n } = useLingui();
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
          toast.success(t({ id: 'account.twoFactor.isOn', message: 'Two-factor authentication is on' }), {
            description: t({
              id: 'account.twoFactor.isOnDetail',
              message: 'Signing in will now ask for a code from your app.',
            }),
          });
          onDone();
        } catch (err) {
          toast.error(t({ id: 'account.twoFactor.badCode', message: 'That code did not work' }), {
            description: authErrorMessage(
              err,
              i18n,
              t({
                id: 'account.twoFactor.checkTime',
                message: 'Check the time on your phone and try again.',
              }),
            ),
          });
        }
      }}
    >
      <DialogHeader>
        <DialogTitle>
          <Trans id="account.twoFactor.scanTitle">Scan the code with your app</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans id="account.twoFactor.scan">Then enter the 6-digit code it shows to finish.</Trans>
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col items-center gap-2">
        {qr ? (
          <img
            src={qr}
            alt={t({ id: 'account.twoFactor.qr', message: 'QR code for your authenticator app' })}
            className="size-44 rounded border"
          />
        ) : (
          <div className="size-44 rounded border bg-muted" />
        )}
        <p className="text-center text-xs text-muted-foreground">
          <Trans id="account.twoFactor.key">
            Cannot scan? Enter this key: <code className="break-all font-mono text-foreground">{secret}</code>
          </Trans>
        </p>
      </div>
      <BackupCodes codes={codes} />
      <div className="grid gap-2">
        <Label htmlFor="two-factor-code">
          <Trans id="account.twoFactor.code">Code from the app</Trans>
        </Label>
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
          <Trans id="account.twoFactor.turnOn">Turn on</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}

function CodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <DialogHeader>
        <DialogTitle>
          <Trans id="account.twoFactor.newCodesTitle">Your new backup codes</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans id="account.twoFactor.oldCodes">The old ones no longer work.</Trans>
        </DialogDescription>
      </DialogHeader>
      <BackupCodes codes={codes} />
      <DialogFooter>
        <Button onClick={onDone}>
          <Trans id="common.done">Done</Trans>
        </Button>
      </DialogFooter>
    </div>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useLingui();
  return (
    <div className="rounded-md border bg-muted/40 p-3">
      <p className="mb-2 text-sm font-medium">
        <Trans id="account.twoFactor.codesTitle">Backup codes (each works once)</Trans>
      </p>
      <ul
        className="grid grid-cols-2 gap-1 font-mono text-sm"
        aria-label={t({ id: 'account.twoFactor.codes', message: 'Backup codes' })}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button
        type="button"
        variant="link"
        className="h-auto p-0 text-sm"
        onClick={() =>
          navigator.clipboard
            .writeText(codes.join('\n'))
            .then(() => toast.success(t({ id: 'account.twoFactor.copied', message: 'Backup codes copied' })))
        }
      >
        <Trans id="account.twoFactor.copy">Copy codes</Trans>
      </Button>
    </div>
  );
}
