import { type CreateInvitationRequest, createInvitationRequest } from '@domain/contracts/invitations';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailPlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { translatedResolver } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateInvitation } from '../api/invitations';

type Field = 'name' | 'email' | 'position';
const FIELDS = [
  {
    name: 'name',
    label: msg({ id: 'invitations.new.name', message: 'Name' }),
    type: 'text',
    placeholder: msg({ id: 'invitations.new.namePlaceholder', message: 'Full name' }),
    autoComplete: 'off',
  },
  {
    name: 'email',
    label: msg({ id: 'invitations.new.email', message: 'Email' }),
    type: 'email',
    placeholder: msg({ id: 'invitations.new.emailPlaceholder', message: 'name@company.com' }),
    autoComplete: 'off',
  },
  {
    name: 'position',
    label: msg({ id: 'invitations.new.position', message: 'Position' }),
    type: 'text',
    placeholder: msg({ id: 'invitations.new.positionPlaceholder', message: 'e.g. Sales Assistant' }),
    autoComplete: 'off',
  },
] as const satisfies {
  name: Field;
  label: MessageDescriptor;
  type: string;
  placeholder: MessageDescriptor;
  autoComplete: string;
}[];

const EMPTY: CreateInvitationRequest = { name: '', email: '', position: '' };

/**
 * 'New Invitation': name, e-mail and position, all required (the button stays disabled until all three are
 * filled). Billing takes part through the props: `beforeCreate` checks for a free seat first (false stops
 * here), `onSeatLimit` takes over when the server refuses for the team size limit (the dialog closes; the
 * typed invitation is handed over so it can come back prefilled), `open`/`initialValues` reopen it.
 */
export function NewInvitationDialog({
  open: controlledOpen,
  onOpenChange,
  initialValues,
  beforeCreate,
  onSeatLimit,
  onCreated,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  initialValues?: CreateInvitationRequest | null;
  beforeCreate?: (input: CreateInvitationRequest) => Promise<boolean>;
  onSeatLimit?: (message: string, input: CreateInvitationRequest) => void;
  onCreated?: () => void;
} = {}) {
  const { t, i18n } = useLingui();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [checking, setChecking] = useState(false);
  const create = useCreateInvitation();
  const form = useForm({
    resolver: translatedResolver(zodResolver(createInvitationRequest)),
    defaultValues: EMPTY,
  });
  const values = useWatch({ control: form.control });
  const filled = FIELDS.every((f) => (values[f.name] ?? '').trim().length > 0);
  const { reset } = form;
  useEffect(() => {
    if (open) reset(initialValues ?? EMPTY);
  }, [open, initialValues, reset]);

  const submit = form.handleSubmit(async (input) => {
    if (beforeCreate) {
      setChecking(true);
      const go = await beforeCreate(input).finally(() => setChecking(false));
      if (!go) {
        setOpen(false);
        return;
      }
    }
    try {
      await create.mutateAsync(input);
      const email = input.email;
      toast.success(t({ id: 'invitations.new.created', message: 'Invitation created successfully' }), {
        description: t({
          id: 'invitations.new.createdDetail',
          message: `We've e-mailed ${email} a link to join. It expires in 7 days.`,
        }),
      });
      form.reset(EMPTY);
      setOpen(false);
      onCreated?.();
    } catch (e) {
      const message = errorMessage(
        e,
        t({ id: 'common.tryAgainLater', message: 'Something went wrong. Please try again.' }),
      );
      // Refused for the team size limit or an unpaid plan (SEAT_LIMIT): the payment dialog takes over.
      if (isApiError(e) && e.code === 'SEAT_LIMIT') {
        setOpen(false);
        if (onSeatLimit) return onSeatLimit(message, input);
      }
      if (isApiError(e)) {
        for (const f of e.fields) {
          if (FIELDS.some((x) => x.name === f.field)) form.setError(f.field as Field, { message: f.message });
        }
      }
      toast.error(t({ id: 'invitations.new.failed', message: 'Failed to create invitation' }), {
        description: message,
      });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(EMPTY);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <MailPlusIcon aria-hidden="true" />
          <Trans id="invitations.new.button">New Invitation</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans id="invitations.new.title">New Invitation</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans id="invitations.new.description">
              We'll e-mail a personal link to join your company. Only this e-mail address can use it, once,
              within 7 days.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} className="space-y-4" noValidate>
            {FIELDS.map((f) => (
              <FormField
                key={f.name}
                control={form.control}
                name={f.name}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{i18n._(f.label)}</FormLabel>
                    <FormControl>
                      <Input
                        type={f.type}
                        placeholder={i18n._(f.placeholder)}
                        autoComplete={f.autoComplete}
                        {...field}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ))}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                <Trans id="common.cancel">Cancel</Trans>
              </Button>
              <Button type="submit" disabled={!filled || create.isPending || checking}>
                {create.isPending || checking ? (
                  <Trans id="invitations.new.creating">Creating...</Trans>
                ) : (
                  <Trans id="invitations.new.submit">Create Invitation</Trans>
                )}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
