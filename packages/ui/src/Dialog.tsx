import { useEffect, useRef, type ReactNode } from 'react';
import { CLOSE_PATH, LineIcon } from './LineIcon';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  children: ReactNode;
  className?: string;
  /**
   * A round Close button (×) at the top right, first in the dialog, so it has focus when the dialog
   * opens; Escape and a click outside close the dialog either way. A dialog's own stylesheet may
   * place it otherwise through its class, sf-dialog__close (`dialog.x :global(.sf-dialog__close)`).
   */
  closeButton?: boolean;
}

/**
 * A modal dialog on the native <dialog> element: the browser keeps focus inside, makes the
 * page behind inert and returns focus to the opener; Escape and a click outside close it.
 */
export function Dialog({ open, onClose, labelledBy, children, className, closeButton = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      const opener = document.activeElement as HTMLElement | null;
      // A rendered page shows it open (not modal), for a visitor without script: modal from here on.
      if (dialog.open) dialog.close();
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus?.();
      };
    }
    return undefined;
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      // In the page's HTML the dialog is shown (its form works without script); the effect makes it modal.
      open
      aria-labelledby={labelledBy}
      className={`${styles.dialog} ${className ?? ''}`}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // A click on the <dialog> itself, not its content, is a click on the backdrop.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className={styles.body}>
        {closeButton && (
          <button
            type="button"
            className={`sf-dialog__close sf-round-btn ${styles.close}`}
            onClick={() => onCloseRef.current()}
            aria-label="Close"
          >
            <LineIcon d={CLOSE_PATH} />
          </button>
        )}
        {children}
      </div>
    </dialog>
  );
}
