// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { openTestBackend, seedDocs, setSession, type TestBackend } from '../../assurance/local/local-test-kit';
import type { AuthUser, DeviceQueuePort } from '../backend/ports';
import { claimTexts } from '../domain/person/claim';
import { fixedSession, SessionProvider } from '../session/session';
import { OptionalPart } from './optional-part';
import { SessionFollowUp } from './session-follow-up';

// The join replay's chunk fails to load, as it did when its preload named a deleted stylesheet.
vi.mock('../features/join/components/join-queue-replay', () => {
  throw new Error('Failed to fetch dynamically imported module: join-queue-replay');
});

let kit: TestBackend;
afterEach(async () => {
  cleanup();
  await kit?.cleanup();
});

const child: AuthUser = { uid: 'child-uid', email: 'sam@example.com', emailVerified: true };

it('asks the claim question although the join replay could not be loaded', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  kit = await openTestBackend();
  await seedDocs(kit.db, {
    'accounts/child-uid': { personId: 'child-uid', createdAt: '2026-03-01T00:00:00.000Z' },
    'users/child-uid': { uid: 'child-uid', email: child.email, role: 'Parent', firstName: 'Sam', lastName: 'Lee' },
    'users/kid-profile': {
      uid: null,
      email: child.email,
      emailLower: child.email,
      role: 'Child',
      firstName: 'Sam',
      lastName: 'Lee',
      dob: '2014-05-02',
      linkedParentId: 'parent-uid',
      parentName: 'Alex Lee',
      createdAt: '2026-02-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
    },
  });
  await setSession(kit.db, child);
  // a backend with a device queue (Firebase) mounts the replay
  const backend = { ...kit.backend, deviceQueue: {} as DeviceQueuePort };
  // mounted as src/app/app.tsx mounts it, an optional part of the page
  render(
    <SessionProvider value={fixedSession({ backend, user: child })}>
      <OptionalPart>
        <SessionFollowUp />
      </OptionalPart>
    </SessionProvider>,
  );
  expect(await screen.findByText(claimTexts.question('Alex Lee'), {}, { timeout: 5_000 })).toBeTruthy();
  expect(screen.getByRole('button', { name: claimTexts.link })).toBeTruthy();
  // the replay was tried and left out
  await vi.waitFor(() => expect(logged).toHaveBeenCalled());
});
