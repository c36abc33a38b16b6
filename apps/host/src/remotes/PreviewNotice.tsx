import { writeStored } from '@storefront/shell';
import { OVERRIDES_KEY } from '../site/remoteLoader';
import styles from './PreviewNotice.module.css';

/** The preview banner's content: which remotes come from where, and the way back to the live site. */
export default function PreviewNotice({ entries }: { entries: [string, string][] }) {
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
