import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useLogout } from '../hooks/use-logout';

interface LogoutGuardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogoutAnyway: () => void;
}

/** Shown when logging out would drop changes that have not reached the server yet. */
export function LogoutGuardDialog({ open, onOpenChange, onLogoutAnyway }: LogoutGuardDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Some changes have not synced yet"
      description="You are offline or the connection is slow. If you log out now, changes made on this device since you were last online are lost. Stay signed in until they sync, or log out anyway."
      confirmLabel="Log out anyway"
      cancelLabel="Stay signed in"
      onConfirm={onLogoutAnyway}
    />
  );
}

/** Logout with its unsynced-changes guard: `requestLogout` to start, render `guardDialog`. */
export function useGuardedLogout() {
  const logout = useLogout();
  const guardDialog = (
    <LogoutGuardDialog
      open={logout.unsyncedWarning}
      onOpenChange={logout.setUnsyncedWarning}
      onLogoutAnyway={() => void logout.logoutNow()}
    />
  );
  return { busy: logout.busy, requestLogout: () => void logout.requestLogout(), guardDialog };
}
