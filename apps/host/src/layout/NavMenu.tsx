import { useEffect, useId, useRef, useState } from 'react';
import { NavLink as RouterLink, useLocation } from '@storefront/shell';
import type { NavLink } from './links';
import styles from './Header.module.css';

/** A disclosure menu: a button that shows a list of links; Escape, an outside click or navigating closes it. */
export function NavMenu({ label, links }: { label: string; links: NavLink[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    // On the click, not on pointerdown: closing shortens the list under the finger, and a tap whose
    // press closed the menu would land on whatever moved up under it instead of the link tapped.
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.menu} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <ul id={id} className={styles.menuList} hidden={!open}>
        {links.map((link) => (
          <li key={link.label}>
            <RouterLink to={link.to} onClick={() => setOpen(false)}>
              {link.label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
