import { lazy, Suspense } from 'react';
import { ClaimPrompt } from '../features/identity/components/claim-prompt';
import { GuardianInvitePrompt } from '../features/children/components/guardian-invite-prompt';
import { QueryProvider } from '../session/query-provider';
import { useSession } from '../session/session';
import { OptionalPart } from './optional-part';

// Its own chunk: only a backend with a device queue (Firebase) replays queued joins.
const JoinQueueReplay = lazy(() =>
  import('../features/join/components/join-queue-replay').then((module) => ({ default: module.JoinQueueReplay })),
);

// Its own chunk: only a backend with a server part (Firebase) sends pushes to this device.
const SignedInPersonNote = lazy(() =>
  import('../features/notifications/components/signed-in-person-note').then((module) => ({
    default: module.SignedInPersonNote,
  })),
);

/**
 * For a verified session, whatever screen is open: the first verified session of an account
 * may have a Child profile to claim (docs/product.md), an open invitation to be a guardian is
 * asked (in this chunk, with no chunk of its own to fetch while the worker installs), and joins queued on this device while the
 * server could not be reached are replayed; on Firebase the service worker is told who is signed in,
 * so it shows only their pushes (docs/notifications.md "On the device"). Loaded lazily (src/app/app.tsx), with the query
 * cache they read through. The replay's chunk is optional on its own: should it fail to load,
 * only the replay is left out for this page load, never the claim prompt beside it
 * (docs/architecture.md "Layers", the verified session's follow-up).
 */
export function SessionFollowUp() {
  const session = useSession();
  return (
    <QueryProvider>
      <ClaimPrompt />
      <GuardianInvitePrompt />
      {session?.backend.deviceQueue ? (
        <OptionalPart>
          <Suspense fallback={null}>
            <JoinQueueReplay />
          </Suspense>
        </OptionalPart>
      ) : null}
      {session?.backend.kind === 'firebase' ? (
        <OptionalPart>
          <Suspense fallback={null}>
            <SignedInPersonNote />
          </Suspense>
        </OptionalPart>
      ) : null}
    </QueryProvider>
  );
}
