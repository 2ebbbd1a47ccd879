// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../src/backend/ports';
import { limits as credentialLimits } from '../../src/domain/account/credentials';
import { schema } from '../../src/domain/schema/collections';
import { PostForm } from '../../src/features/announcements/components/post-form';
import { LoginPage } from '../../src/features/auth/components/login-page';
import { RegisterPage } from '../../src/features/auth/components/register-page';
import { ChildForm } from '../../src/features/children/components/child-form';
import { ClubForm } from '../../src/features/groups/components/club-form';
import { TeamForm } from '../../src/features/groups/components/team-form';
import { JoinPage } from '../../src/features/join/components/join-page';
import { NewPasswordForm } from '../../src/features/password-reset/components/new-password-form';
import { RequestResetForm } from '../../src/features/password-reset/components/request-reset-form';
import { EditProfilePage } from '../../src/features/profile/components/edit-profile-page';

/**
 * UX-CONTRACT "Team life, lived in", `limits in forms` (docs/product.md "Text limits"): each
 * form, rendered, counts every text field toward the limit the rules enforce, read here straight
 * from the schema (src/domain/schema/collections.ts). A field filled to exactly that limit shows
 * `{limit} / {limit}`; a form with a text field this table does not name fails too, so a new
 * field cannot go without its limit. (The event form, the cancel dialog and the answer note have
 * their own tests.)
 */

// what the forms read around them, as a signed-in Parent with no children and no clubs yet
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  Link: ({ children }: { children: unknown }) => <a href="/">{children as string}</a>,
  useNavigate: () => () => Promise.resolve(),
}));
vi.mock('../../src/session/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/session/session')>()),
  useSession: () => null,
  useBackendWhenReady: () => () => new Promise(() => {}),
}));
vi.mock('../../src/shared/hooks/use-actor', () => ({
  useActor: () => ({ actor: { uid: 'u1', personId: 'p1', displayName: '', firstName: '' }, data: {} }),
}));
vi.mock('../../src/shared/hooks/use-profile', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/shared/hooks/use-profile')>()),
  useProfile: () => ({ data: { doc: { data: { role: 'Parent', firstName: '', lastName: '', dob: '' } } } }),
  profileQueryState: () => 'ready',
}));
vi.mock('../../src/shared/hooks/use-children', () => ({ useChildren: () => ({ status: 'ready', value: [] }) }));
vi.mock('../../src/features/groups/hooks/use-owned-clubs', () => ({
  useOwnedClubs: () => ({ status: 'ready', value: [] }),
}));
// one zone, not the device's ~400: the team form's select is not what this test reads
vi.mock('../../src/domain/groups/time-zones', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/domain/groups/time-zones')>()),
  timeZoneChoices: () => ['Europe/London'],
}));
vi.mock('../../src/features/profile/hooks/use-update-profile', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/features/profile/hooks/use-update-profile')>()),
  useUpdateProfile: () => () => {},
}));
vi.mock('../../src/features/profile/hooks/use-delete-account', () => ({
  useDeleteAccount: () => async () => ({ ok: true }),
}));
vi.mock('../../src/features/join/hooks/use-join-by-code', () => ({ useJoinByCode: () => async () => ({}) }));
vi.mock('../../src/features/join/hooks/use-join-preview', () => ({
  useJoinPreview: () => ({ target: null, alreadyOn: new Set() }),
}));
vi.mock('../../src/features/join/hooks/use-join-queue-replay', () => ({ useJoinQueueReplay: () => () => {} }));
vi.mock('../../src/features/join/components/queued-joins', () => ({ QueuedJoins: () => null }));

afterEach(cleanup);

const { users, clubs, teams, teamMemberships, announcements } = schema;
const backend = {} as Backend;
const noGroup = { name: '', location: '', notes: '' };

/** form → its text fields by label → the limit the schema gives that field (null: none, and why) */
const forms: { name: string; render: () => ReactElement; limits: Record<string, number | null> }[] = [
  {
    name: 'the profile form',
    render: () => <EditProfilePage passOnChildren={async () => {}} />,
    limits: { 'First name': users.fields.firstName.max, 'Last name': users.fields.lastName.max },
  },
  {
    name: 'the child form',
    render: () => <ChildForm onSave={async () => ({ ok: true, value: null })} onSaved={() => {}} />,
    limits: {
      'First name': users.fields.firstName.max,
      'Last name': users.fields.lastName.max,
      Email: users.fields.email.max,
    },
  },
  {
    name: 'the club form',
    render: () => <ClubForm initial={noGroup} save={() => ({ ok: true, value: null })} />,
    limits: { Name: clubs.fields.name.max, Location: clubs.fields.location.max, Notes: clubs.fields.notes.max },
  },
  {
    name: 'the team form',
    render: () => (
      <TeamForm
        initial={{ name: '', ageGroup: '', notes: '', clubId: null }}
        save={() => ({ ok: true, value: null })}
      />
    ),
    limits: { Name: teams.fields.name.max, 'Age group': teams.fields.ageGroup.max, Notes: teams.fields.notes.max },
  },
  {
    name: 'the announcement form',
    render: () => <PostForm onPost={() => {}} />,
    limits: { Message: announcements.fields.message.max },
  },
  {
    name: 'the join page',
    render: () => <JoinPage />,
    limits: { 'Join code': teamMemberships.fields.joinCode.max },
  },
  {
    name: 'the login form',
    render: () => <LoginPage />,
    // the password is the auth service's, not a document's: the app's own bound (credentials.ts)
    limits: { Email: users.fields.email.max, Password: credentialLimits.passwordMax },
  },
  {
    name: 'the register form',
    render: () => <RegisterPage />,
    // the confirmation must equal the password: the password's message says what is too long
    limits: { Email: users.fields.email.max, Password: credentialLimits.passwordMax, 'Confirm password': null },
  },
  {
    name: 'the reset request form',
    render: () => <RequestResetForm backend={backend} />,
    limits: { Email: users.fields.email.max },
  },
  {
    name: 'the new password form',
    render: () => <NewPasswordForm backend={backend} code="code" />,
    limits: { 'New password': credentialLimits.passwordMax, 'Confirm password': null },
  },
];

/** the labels of the form's text controls (not dates, ticks, radios or selects) */
function textFieldLabels(container: HTMLElement): string[] {
  const controls = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'textarea, input:not([type="date"], [type="checkbox"], [type="radio"], [type="hidden"], [type="search"])',
  );
  return [...controls].map((control) => control.labels?.[0]?.textContent ?? `(unlabelled ${control.outerHTML})`);
}

describe("every form's text fields count toward the schema's limits", () => {
  it.each(forms)('$name', ({ render: form, limits }) => {
    const { container } = render(form());
    expect(textFieldLabels(container).sort()).toEqual(Object.keys(limits).sort());
    for (const [label, limit] of Object.entries(limits)) {
      const field = screen.getByLabelText(label, { selector: 'input, textarea' });
      // exactly the limit: the counter names it, in UTF-16 units (an emoji is 2)
      const full = `${'x'.repeat((limit ?? 100) - 2)}🦁`;
      fireEvent.change(field, { target: { value: full } });
      const described = field.getAttribute('aria-describedby') ?? '';
      const counter = described
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .find((text) => /^\d+ \/ \d+$/.test(text));
      expect(counter, `${label}'s counter`).toBe(limit === null ? undefined : `${limit} / ${limit}`);
    }
  });
});
