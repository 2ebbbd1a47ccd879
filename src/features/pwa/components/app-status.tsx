import { useRouterState } from '@tanstack/react-router';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { config } from '../../../lib/config';
import { useAppUpdate } from '../hooks/use-app-update';
import { useAskBeforeLeaving } from '../hooks/use-ask-before-leaving';
import { useDeviceSync } from '../hooks/use-device-sync';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import { useIosInstallHint } from '../hooks/use-ios-install-hint';
import { useOnlineStatus } from '../hooks/use-online-status';
import { usePersistentStorage } from '../hooks/use-persistent-storage';
import { IosInstallHint } from './ios-install-hint';

/**
 * What going offline means depends on the backend: the local one keeps everything on this
 * device and has nothing to sync, so promising a sync there would be untrue.
 */
export const offlineTexts = {
  local: 'You are offline. Pitchside keeps everything on this device, so you can keep working.',
  firebase:
    'You are offline. You can keep working: changes are saved on this device and sync when you are back online.',
  /** online, but the server does not answer (a ground's weak signal) */
  silent:
    'The connection is not answering. Pitchside is working from this device: changes are saved here and sync when it answers.',
  /** IndexedDB refused, or did not answer within the start's wait (either backend) */
  memoryOnly:
    'Offline data is off on this device: its storage cannot be used, so nothing is kept once the app is closed.',
} as const;

/**
 * Where the install offer waits: someone on these forms came to sign in, register or reset a
 * password, and the offer would sit over the form's lower half on a phone. The browser's offer
 * is kept, and shown on the next screen.
 */
const SIGN_IN_FORMS = new Set(['/login', '/register', '/reset-password']);

/**
 * The app's own status line: offline, a new version waiting (Reload: never forced, so a
 * half-filled form is not lost), data kept in memory (leaving then asks first while writes would
 * be lost); and the install offer, which can be dismissed. The offer
 * comes whenever the browser decides, often after the page has painted, so it sits over the
 * bottom of the screen instead of pushing the page down (no layout shift).
 */
export function AppStatus() {
  const onSignInForm = useRouterState({ select: (state) => SIGN_IN_FORMS.has(state.location.pathname) });
  const online = useOnlineStatus();
  const { reach, deviceCache } = useDeviceSync();
  useAskBeforeLeaving();
  usePersistentStorage();
  const install = useInstallPrompt();
  const iosHint = useIosInstallHint();
  const update = useAppUpdate();

  const banners = useRef<HTMLDivElement>(null);
  const silent = online && reach === 'silent';
  const memoryOnly = deviceCache === 'memory';
  const shown = !online || silent || memoryOnly || update !== null;
  usePublishedHeight(banners, shown);

  return (
    <>
      {shown ? (
        <div className="app-status" ref={banners}>
          {!online ? (
            <p role="status" className="status-banner offline">
              {offlineTexts[config.backend]}
            </p>
          ) : null}
          {silent ? (
            <p role="status" className="status-banner offline">
              {offlineTexts.silent}
            </p>
          ) : null}
          {memoryOnly ? (
            <p role="status" className="status-banner offline">
              {offlineTexts.memoryOnly}
            </p>
          ) : null}
          {update ? (
            <p role="status" className="status-banner update">
              A new version of Pitchside is ready.{' '}
              <Button variant="secondary" onClick={update.reload}>
                Reload
              </Button>
            </p>
          ) : null}
        </div>
      ) : null}
      {onSignInForm ? null : install ? (
        <div className="install-offer">
          <p className="status-banner install">
            Add Pitchside to your home screen for quick access at the ground.{' '}
            <Button variant="secondary" onClick={() => void install.install()}>
              Install app
            </Button>
            <Button variant="ghost" onClick={install.dismiss}>
              Not now
            </Button>
          </p>
        </div>
      ) : iosHint ? (
        <div className="install-offer">
          <IosInstallHint onDismiss={iosHint.dismiss} />
        </div>
      ) : null}
    </>
  );
}

/**
 * Publishes the banners' height as `--app-status-height` while they are shown, so toasts
 * (placed below the top bar) also clear the banners that push the bar down, and never cover
 * the phone's Menu button.
 */
function usePublishedHeight(element: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const target = element.current;
    if (!shown || !target) return;
    const publish = () => root.style.setProperty('--app-status-height', `${target.offsetHeight}px`);
    publish();
    // a banner coming or going inside changes the height: follow it
    const observer = new ResizeObserver(publish);
    observer.observe(target);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-status-height');
    };
  }, [element, shown]);
}
