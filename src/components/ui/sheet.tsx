import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** accessible name of the trigger button */
  triggerLabel: string;
  trigger: ReactNode;
  title: string;
  children: ReactNode;
}

/** A side sheet (Radix Dialog), used as the mobile menu. */
export function Sheet({ open, onOpenChange, triggerLabel, trigger, title, children }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="btn btn-ghost sheet-trigger" aria-label={triggerLabel}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="sheet-content" aria-describedby={undefined}>
          <div className="sheet-header">
            <Dialog.Title className="sheet-title">{title}</Dialog.Title>
            <Dialog.Close className="btn btn-ghost">Close</Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
