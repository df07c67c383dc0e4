import type { Me } from '@domain/contracts/accounts';
import { AVATAR_MAX_BYTES, updateProfileRequest } from '@domain/contracts/profile';
import { displayName, initials } from '@domain/people';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CameraIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { translatedResolver } from '@/components/form-errors';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useUpdateProfile, useUploadAvatar } from '../api/profile';

type Profile = NonNullable<Me['profile']>;

const ROLE_LABEL: Record<Profile['role'], MessageDescriptor> = {
  admin: msg({ id: 'account.role.admin', message: 'Admin' }),
  manager: msg({ id: 'account.role.manager', message: 'Manager' }),
  employee: msg({ id: 'account.role.employee', message: 'Employee' }),
};

/** Photo, first and last name of the signed-in person; e-mail and role are shown read-only. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const emailHelpId = useId();
  const roleHelpId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const update = useUpdateProfile();
  const upload = useUploadAvatar();
  const name = displayName(profile);

  const form = useForm({
    resolver: translatedResolver(zodResolver(updateProfileRequest)),
    values: { firstName: profile.firstName, lastName: profile.lastName },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync(values);
      toast.success(t({ id: 'account.profile.updated', message: 'Profile updated successfully' }));
      form.reset({ firstName: result.profile.firstName, lastName: result.profile.lastName });
    } catch (e) {
      toast.error(t({ id: 'account.profile.failed', message: 'Failed to update profile' }), {
        description: errorMessage(e, t({ id: 'common.pleaseTryAgain', message: 'Please try again.' })),
      });
    }
  });

  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(t({ id: 'account.profile.notImage', message: 'Please select an image file' }));
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error(t({ id: 'account.profile.tooBig', message: 'File size must be less than 2MB' }));
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success(
        t({ id: 'account.profile.photoUpdated', message: 'Profile picture updated successfully' }),
      );
    } catch (e) {
      toast.error(t({ id: 'account.profile.uploadFailed', message: 'Failed to upload profile picture' }), {
        description: errorMessage(e, t({ id: 'common.pleaseTryAgain', message: 'Please try again.' })),
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans id="account.profile.title">Profile</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans id="account.profile.description">Your name and photo as your colleagues see them.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <Avatar className="size-20">
            {profile.avatarUrl && (
              <AvatarImage
                src={profile.avatarUrl}
                alt={t({ id: 'account.profile.pictureOf', message: `Profile picture of ${name}` })}
              />
            )}
            <AvatarFallback className="text-xl">{initials(profile)}</AvatarFallback>
          </Avatar>
          <div>
            <input
              ref={fileInput}
              id="avatar-file"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
            <Button
              type="button"
              variant="outline"
              disabled={upload.isPending}
              onClick={() => fileInput.current?.click()}
            >
              {upload.isPending ? (
                <Spinner label={t({ id: 'account.profile.uploadingLabel', message: 'Uploading' })} />
              ) : (
                <CameraIcon aria-hidden="true" />
              )}
              {upload.isPending ? (
                <Trans id="common.uploading">Uploading...</Trans>
              ) : profile.avatarUrl ? (
                <Trans id="account.profile.changePhoto">Change Photo</Trans>
              ) : (
                <Trans id="account.profile.uploadPhoto">Upload Photo</Trans>
              )}
            </Button>
            <p className="mt-2 text-sm text-muted-foreground">
              <Trans id="account.profile.photoHint">JPG, PNG, WebP or GIF, max 2MB.</Trans>
            </p>
          </div>
        </div>

        <Form {...form}>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="firstName"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>
                      <Trans id="account.profile.firstName">First Name</Trans>
                    </FormLabel>
                    <FormControl>
                      <Input autoComplete="given-name" maxLength={100} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="lastName"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>
                      <Trans id="account.profile.lastName">Last Name</Trans>
                    </FormLabel>
                    <FormControl>
                      <Input autoComplete="family-name" maxLength={100} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid content-start gap-2">
                <Label htmlFor="account-email">
                  <Trans id="account.profile.email">Email</Trans>
                </Label>
                <Input
                  id="account-email"
                  value={profile.email}
                  readOnly
                  aria-describedby={emailHelpId}
                  className="bg-muted"
                />
                <p id={emailHelpId} className="text-sm text-muted-foreground">
                  <Trans id="account.profile.emailHint">
                    Contact your administrator to change your email address
                  </Trans>
                </p>
              </div>
              <div className="grid content-start gap-2">
                <Label htmlFor="account-role">
                  <Trans id="account.profile.role">Role</Trans>
                </Label>
                <Input
                  id="account-role"
                  value={i18n._(ROLE_LABEL[profile.role])}
                  readOnly
                  aria-describedby={roleHelpId}
                  className="bg-muted"
                />
                <p id={roleHelpId} className="text-sm text-muted-foreground">
                  <Trans id="account.profile.roleHint">
                    Your role is managed by your company administrator
                  </Trans>
                </p>
              </div>
            </div>
            <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
              {update.isPending ? (
                <Trans id="common.saving">Saving...</Trans>
              ) : (
                <Trans id="common.saveChanges">Save Changes</Trans>
              )}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
