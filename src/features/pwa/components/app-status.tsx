import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../../components/ui/button';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import { useOnlineStatus } from '../hooks/use-online-status';

/**
 * The app's own status line: offline (changes are kept and sync later), a new version
 * waiting (Reload: never forced, so a half-filled form is not lost), and the install offer.
 */
export function AppStatus() {
  const online = useOnlineStatus();
  const install = useInstallPrompt();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error) => console.error('Service worker registration failed', error),
  });

  if (online && !needRefresh && !install) return null;
  return (
    <div className="app-status">
      {!online ? (
        <p role="status" className="status-banner offline">
          You are offline. You can keep working: changes are saved on this device and sync when you are back online.
        </p>
      ) : null}
      {needRefresh ? (
        <p role="status" className="status-banner update">
          A new version of Pitchside is ready.{' '}
          <Button variant="secondary" onClick={() => void updateServiceWorker(true)}>
            Reload
          </Button>
        </p>
      ) : null}
      {install ? (
        <p className="status-banner install">
          Add Pitchside to your home screen for quick access at the ground.{' '}
          <Button variant="secondary" onClick={() => void install()}>
            Install app
          </Button>
        </p>
      ) : null}
    </div>
  );
}
