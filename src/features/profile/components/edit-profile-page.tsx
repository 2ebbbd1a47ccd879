import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { useSingleSubmit } from '../../../components/ui/use-single-submit';
import { toast } from '../../../lib/toast';
import { profileQueryState, useProfile } from '../../../shared/hooks/use-profile';
import { profileMessages, useUpdateProfile } from '../hooks/use-update-profile';
import {
  checkPersonFields,
  dobForInput,
  dobTyped,
  type PersonField,
  personLimits,
} from '../../../domain/person/person-fields';
import type { UserProfile, UserRole } from '../../../domain/person/user-profile';
import type { LeaverDeps } from '../../../domain/account/leaving-pitchside';
import { DeleteAccountSection } from './delete-account-section';

const roleOptions = [
  { value: 'Parent', label: 'Parent' },
  { value: 'Child', label: 'Child' },
] as const;

export function EditProfilePage({ passOnChildren }: { passOnChildren: (deps: LeaverDeps) => Promise<void> }) {
  const profile = useProfile();
  const [leaving, setLeaving] = useState(false);
  const state = profileQueryState(profile);

  useEffect(() => {
    // while the account is being deleted, its profile going is what is asked for
    if (leaving) return;
    if (state === 'failed') toast.error(profileMessages.loadFailed);
    if (state === 'missing') toast.error(profileMessages.notFound);
  }, [state, leaving]);

  return (
    <div className="page">
      <h1>Edit profile</h1>
      {leaving ? null : (
        <>
          {state === 'loading' ? <p role="status">Loading your profile…</p> : null}
          {state === 'failed' ? (
            <p role="alert">{profileMessages.loadFailed}. Check your connection and try again.</p>
          ) : null}
          {state === 'missing' ? (
            <p className="muted">{profileMessages.notFound}. Fill in your details to create it.</p>
          ) : null}
          {state === 'not-on-device' ? (
            <p role="status">Your profile is not on this device yet. Connect to the internet to load it.</p>
          ) : null}
          {state === 'ready' || state === 'missing' ? <ProfileForm existing={profile.data?.doc?.data ?? null} /> : null}
        </>
      )}
      {state === 'ready' || leaving ? (
        <DeleteAccountSection
          me={profile.data?.doc?.data ?? null}
          passOnChildren={passOnChildren}
          onLeaving={setLeaving}
        />
      ) : null}
    </div>
  );
}

function ProfileForm({ existing }: { existing: UserProfile | null }) {
  const navigate = useNavigate();
  const save = useUpdateProfile();
  const [firstName, setFirstName] = useState(existing?.firstName ?? '');
  const [lastName, setLastName] = useState(existing?.lastName ?? '');
  const [dob, setDob] = useState(dobForInput(existing?.dob));
  const [role, setRole] = useState<UserRole>(existing?.role === 'Child' ? 'Child' : 'Parent');
  const form = useFieldErrors<PersonField>();
  const dobBinding = form.bind('dob');
  const dobInput = useRef<HTMLInputElement | null>(null);

  const single = useSingleSubmit(submit);

  function submit(event: FormEvent) {
    event.preventDefault();
    form.reset();
    const checked = checkPersonFields({ firstName, lastName, dob: dobTyped(dob, dobInput.current?.validity.badInput) });
    if (!checked.ok) {
      form.fail(checked.error, checked.field);
      return;
    }
    save(existing, { ...checked.value, role });
    toast.success(profileMessages.updated);
    void navigate({ to: '/dashboard' });
  }

  return (
    <Card className="form-card">
      {/* no maxLength on the names: a longer paste would be cut silently; the counter and the check say so instead */}
      <form {...single.formProps} noValidate>
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          textLimit={personLimits.nameMax}
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          {...form.bind('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          textLimit={personLimits.nameMax}
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          {...form.bind('lastName')}
        />
        <TextField
          label="Date of birth"
          type="date"
          autoComplete="bday"
          required
          value={dob}
          max={new Date().toISOString().slice(0, 10)}
          onChange={(e) => setDob(e.target.value)}
          {...dobBinding}
          ref={(element) => {
            dobInput.current = element;
            dobBinding.ref(element);
          }}
        />
        <SelectField
          label="Role"
          options={roleOptions}
          value={role}
          onChange={(e) => setRole(e.target.value as UserRole)}
        />
        <div className="actions">
          <Button type="submit">Save</Button>
        </div>
      </form>
    </Card>
  );
}
