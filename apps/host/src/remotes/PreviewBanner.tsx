import { writeStored } from '@storefront/shell';
import { useHydrated } from '@storefront/shell/host';
import { OVERRIDES_KEY } from '../site/overrides';
import { useLiveSite } from '../site/SiteContext';
import styles from './PreviewBanner.module.css';

/** Says plainly when part of the page comes from a preview, with the way back to the live site. */
export function PreviewBanner() {
  const entries = Object.entries(useLiveSite().overrides);
  // Previews are this browser's own: the rendered page has no banner, so it comes after hydration.
  const hydrated = useHydrated();
  if (!entries.length || !hydrated) return null;

  const clear = () => {
    writeStored(OVERRIDES_KEY, null);
    const url = new URL(window.location.href);
    url.searchParams.delete('preview');
    window.location.replace(url.href);
  };

  return (
    <div className={styles.banner} role="status" data-testid="preview-banner">
      <strong>Preview:</strong>{' '}
      {entries.map(([name, url]) => (
        <span key={name} className={styles.item}>
          {name} from <code>{url}</code>
        </span>
      ))}
      <button type="button" className={styles.clear} onClick={clear}>
        End preview
      </button>
    </div>
  );
}
