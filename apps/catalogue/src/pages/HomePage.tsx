import { useAuthDialog } from '@storefront/shell';

export function HomePage() {
  const auth = useAuthDialog();
  return (
    <section className="sf-container sf-page">
      <h1>YOU HAVE BUSINESS / WE HAVE STRATEGY</h1>
      <button type="button" className="sf-btn" onClick={() => auth.open('register')}>
        Get Started
      </button>
    </section>
  );
}
