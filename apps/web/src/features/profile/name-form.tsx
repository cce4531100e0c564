import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, ProfileUpdateRequestSchema, type User } from '@memeforge/contract';
import { ApiError } from '../../api';
import { Button, Input, toast } from '../../ui';
import { useFormState } from '../forms/use-form-state';
import { useSingleFlight } from '../forms/use-single-flight';
import { sessionKeys } from '../session/queries';
import { storeUser } from '../session/storage';
import { updateProfile } from './profile-api';

/**
 * First and last name (product.md §5.8): each at most 150 characters, at least one given. A
 * saved change goes into the `me` cache and the stored user, so the shell's menus follow.
 */
export function NameForm({ user }: { user: User }) {
  const client = useQueryClient();
  const form = useFormState(ProfileUpdateRequestSchema, { firstName: user.firstName, lastName: user.lastName });
  const { busy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const unchanged = form.values.firstName.trim() === user.firstName && form.values.lastName.trim() === user.lastName;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.data;
    if (!data) {
      form.revealErrors();
      if (!form.values.firstName.trim() && !form.values.lastName.trim()) toast.error(MESSAGES.nameUpdateNeedsOne);
      return;
    }
    void run(async () => {
      setError(null);
      try {
        const updated = await updateProfile({ firstName: data.firstName ?? '', lastName: data.lastName ?? '' });
        client.setQueryData(sessionKeys.me, updated);
        storeUser(updated);
        toast.success(MESSAGES.nameUpdated);
      } catch (caught) {
        // A 400 names the field's problem; anything else is just a failure.
        if (caught instanceof ApiError && caught.status === 400) setError(caught.message);
        toast.error(MESSAGES.nameUpdateFailed);
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Your name">
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="First name"
          autoComplete="given-name"
          placeholder="Enter your first name"
          {...form.field('firstName')}
        />
        <Input
          label="Last name"
          autoComplete="family-name"
          placeholder="Enter your last name"
          {...form.field('lastName')}
        />
      </div>
      <div>
        <Button type="submit" loading={busy} disabled={unchanged}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
