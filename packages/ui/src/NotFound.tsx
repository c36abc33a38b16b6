import { Link, useNavigate } from '@storefront/shell';
import styles from './NotFound.module.css';

/** The site's one 404 page: the host shows it for unknown prefixes, remotes for unknown pages below theirs. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <section className={`sf-container sf-page ${styles.notFound}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page Not Found</h1>
      <p>Oops! The page you're looking for doesn't exist or has been moved.</p>
      <div className={styles.actions}>
        <Link className="sf-btn" to="/">
          Return to Home
        </Link>
        <button type="button" className={`sf-btn sf-btn--ghost ${styles.back}`} onClick={() => navigate(-1)}>
          Go Back
        </button>
      </div>
      <p className={styles.hint}>
        Need help finding something? <Link to="/help">Contact our support team</Link>.
      </p>
    </section>
  );
}
