import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { useSingleSubmit } from '../../../components/ui/use-single-submit';
import { toast } from '../../../lib/toast';
import type { Outcome } from '../../../domain/groups/group-types';
import { dobForInput, dobTyped, personLimits } from '../../../domain/person/person-fields';
import type { UserProfile } from '../../../domain/person/user-profile';
import { type ChildField, type ChildFields, checkChildFields, EMAIL_MAX } from '../model/child-fields';
import { isClaimed } from '../model/child-records';
import { guardianTexts } from '../../../domain/children/guardian-texts';

interface ChildFormProps {
  /** the child being edited; none when adding */
  existing?: UserProfile;
  /** saves checked fields; a failure names its field, or is a toast only */
  onSave: (fields: ChildFields) => Promise<Outcome<unknown>>;
  /** after a save that started: the success toast and where to go are the page's */
  onSaved: () => void;
  /** a guardian other than the first: the address is the first guardian's to set, shown only */
  addressLocked?: boolean;
}

/**
 * `/add-child` and `/edit-child/{id}`: `First name`, `Last name`, `Date of birth`, optional
 * `Email` (docs/product.md). Trimmed and checked here; the spec's text as a toast and beside the
 * field. A claimed child's address is their own account's: shown, not editable.
 */
export function ChildForm({ existing, onSave, onSaved, addressLocked = false }: ChildFormProps) {
  const [firstName, setFirstName] = useState(existing?.firstName ?? '');
  const [lastName, setLastName] = useState(existing?.lastName ?? '');
  const [dob, setDob] = useState(dobForInput(existing?.dob));
  const [email, setEmail] = useState(typeof existing?.email === 'string' ? existing.email : '');
  const form = useFieldErrors<ChildField>();
  const dobBinding = form.bind('dob');
  const dobInput = useRef<HTMLInputElement | null>(null);
  const single = useSingleSubmit(submit);
  // once saved the page moves on: a late second click must not save again
  const saved = useRef(false);
  const claimed = existing ? isClaimed(existing) : false;
  const fixedAddress = claimed || addressLocked;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saved.current) return;
    form.reset();
    const checked = checkChildFields({
      firstName,
      lastName,
      dob: dobTyped(dob, dobInput.current?.validity.badInput),
      email: fixedAddress ? '' : email,
    });
    if (!checked.ok) {
      form.fail(checked.error, checked.field);
      return;
    }
    const outcome = await onSave(fixedAddress ? { ...checked.value, email: existing?.email ?? '' } : checked.value);
    saved.current = outcome.ok;
    if (outcome.ok) onSaved();
    else if (outcome.field === 'email') form.fail(outcome.error, 'email');
    else toast.error(outcome.error);
  }

  return (
    <form {...single.formProps} noValidate>
      <TextField
        label="First name"
        autoComplete="off"
        required
        textLimit={personLimits.nameMax}
        value={firstName}
        onChange={(e) => setFirstName(e.target.value)}
        {...form.bind('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="off"
        required
        textLimit={personLimits.nameMax}
        value={lastName}
        onChange={(e) => setLastName(e.target.value)}
        {...form.bind('lastName')}
      />
      <TextField
        label="Date of birth"
        type="date"
        autoComplete="off"
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
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        textLimit={EMAIL_MAX}
        hint={
          claimed
            ? 'Your child uses this address for their own account.'
            : addressLocked
              ? guardianTexts.firstGuardianNote
              : 'Optional. Your child can later register with it and link their account.'
        }
        readOnly={fixedAddress}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        {...form.bind('email')}
      />
      <div className="actions">
        <Button type="submit" busy={single.busy}>
          Save
        </Button>
      </div>
    </form>
  );
}
