import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  /** the confirmation; answering `false` keeps the dialog open (a field of it refused its text) */
  onConfirm: () => unknown;
  /** the cancel button itself (Escape and clicks outside only close the dialog) */
  onCancel?: () => void;
  /** a choice the confirmation carries (e.g. `New owner`), between the description and the buttons */
  children?: ReactNode;
}

/**
 * A confirmation (Radix AlertDialog): focus starts on Cancel, Escape cancels. Its confirm button
 * is the app's one solid red: the row buttons that open it stay quiet (`.btn-danger`).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = true,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay" />
        <AlertDialog.Content className="dialog-content">
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="dialog-description">{description}</AlertDialog.Description>
          ) : null}
          {children}
          <div className="dialog-actions">
            <AlertDialog.Cancel className="btn btn-secondary" onClick={onCancel}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={danger ? 'btn btn-danger btn-solid' : 'btn btn-primary'}
              onClick={(event) => {
                // Radix closes the dialog after this handler unless the click's default is prevented
                if (onConfirm() === false) event.preventDefault();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
