import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useBackendWhenReady, useSession } from '../../../session/session';
import { quietly } from '../../../session/warm-screen';
import { safeReturnTo } from '../model/return-to';

/**
 * The second half of `skipWhenVerified` (route-guards.ts): on a device with no signed-in hint,
 * /login and /register show before the session has loaded, and start loading it once they have
 * painted (its chunk does not compete with theirs on a slow network). Should that load find a
 * verified user after all (the hint lost with cleared storage), the page goes on where the
 * guard would have sent them. Only that first load counts: a sign-in made on the page goes on
 * its own way.
 */
export function useSkipWhenLoadedVerified(redirect: string | undefined): void {
  const session = useSession();
  const loadBackend = useBackendWhenReady();
  const navigate = useNavigate();
  const settled = useRef(session !== null);
  useEffect(() => {
    // after the frame that paints the form: nothing the first paint waits for
    return afterNextPaint(() => quietly(loadBackend()));
  }, [loadBackend]);
  useEffect(() => {
    if (settled.current || session === null) return;
    settled.current = true;
    if (session.user?.emailVerified) void navigate({ href: safeReturnTo(redirect), replace: true });
  }, [session, navigate, redirect]);
}

/** Runs `task` once the next frame has been painted; returns a cancel. */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // a frame's animation callbacks run before its paint: the next frame's run after it; the task
  // then runs as a task of its own, not inside that frame's callbacks
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(task, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
