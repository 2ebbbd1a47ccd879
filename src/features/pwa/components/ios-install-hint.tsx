import { Button } from '../../../components/ui/button';

/** iOS Safari offers no install prompt: say where Add to Home Screen is. */
export function IosInstallHint({ onDismiss }: { onDismiss: () => void }) {
  return (
    <p className="status-banner install">
      Install Pitchside: tap the Share button, then Add to Home Screen.{' '}
      <Button variant="ghost" onClick={onDismiss}>
        Not now
      </Button>
    </p>
  );
}
