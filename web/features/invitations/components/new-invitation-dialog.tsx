import { type CreateInvitationRequest, createInvitationRequest } from '@domain/contracts/invitations';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailPlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
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
const FIELDS: { name: Field; label: string; type: string; placeholder: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', placeholder: 'Full name', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', placeholder: 'name@company.com', autoComplete: 'off' },
  {
    name: 'position',
    label: 'Position',
    type: 'text',
    placeholder: 'e.g. Sales Assistant',
    autoComplete: 'off',
  },
];

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
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [checking, setChecking] = useState(false);
  const create = useCreateInvitation();
  const form = useForm({
    resolver: zodResolver(createInvitationRequest),
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
      toast.success('Invitation created successfully', {
        description: `We've e-mailed ${input.email} a link to join. It expires in 7 days.`,
      });
      form.reset(EMPTY);
      setOpen(false);
      onCreated?.();
    } catch (e) {
      const message = errorMessage(e, 'Something went wrong. Please try again.');
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
      toast.error('Failed to create invitation', { description: message });
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
          New Invitation
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New Invitation</DialogTitle>
          <DialogDescription>
            We'll e-mail a personal link to join your company. Only this e-mail address can use it, once,
            within 7 days.
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
                    <FormLabel>{f.label}</FormLabel>
                    <FormControl>
                      <Input
                        type={f.type}
                        placeholder={f.placeholder}
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
                Cancel
              </Button>
              <Button type="submit" disabled={!filled || create.isPending || checking}>
                {create.isPending || checking ? 'Creating...' : 'Create Invitation'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
