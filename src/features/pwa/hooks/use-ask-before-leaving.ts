import { useEffect, useSyncExternalStore } from 'react';
import type { DeviceStore } from '../../../backend/ports';
import { isSigningOut, useSession } from '../../../session/session';

const nothingToWatch = () => () => {};
const noneUnsaved = () => 0;

/**
 * Where the page keeps its data in memory (docs/architecture.md "The device's store"), leaving or
 * reloading it while some writes are kept nowhere else would lose them: the browser asks first
 * (its own words; a page may no longer choose them). Only then: a `beforeunload` listener also
 * keeps the page out of the browser's back-forward cache.
 */
export function useAskBeforeLeaving(): void {
  const backend = useSession()?.backend;
  const store: DeviceStore | undefined = backend?.store;
  const firebase = backend?.kind === 'firebase';
  const unsaved = useSyncExternalStore(
    store?.subscribe ?? nothingToWatch,
    store?.unsavedWrites ?? noneUnsaved,
    noneUnsaved,
  );
  const wouldLose = store?.mode === 'memory' && unsaved > 0;

  useEffect(() => {
    if (!wouldLose) return;
    const ask = (event: BeforeUnloadEvent) => {
      // Firebase's logout warns of unsynced writes itself: whoever logs out anyway was asked already
      if (firebase && isSigningOut()) return;
      event.preventDefault();
      // browsers that predate preventDefault() here (Chromium before 119) ask when returnValue is truthy
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [wouldLose, firebase]);
}
