import { useEffect, useState, type FormEvent } from 'react';
import { Link, NavLink as RouterLink, useLocation, useNavigate, useSearchParams } from '@storefront/shell';
import { useAuthDialog, useCart, useNotify, useSession } from '@storefront/shell';
import { useHydrated } from '@storefront/shell/host';
import {
  COMPANY_MENU,
  MY_ACCOUNT,
  SERVICES_MENU,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
  TOP_LINKS_AFTER,
  TOP_LINKS_BEFORE,
} from './links';
import { NavMenu } from './NavMenu';
import styles from './Header.module.css';

function SearchBox() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [query, setQuery] = useState('');

  // Show the current query while on the results page.
  useEffect(() => {
    if (pathname === '/search') setQuery(params.get('q') ?? '');
  }, [pathname, params]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };

  return (
    <form role="search" method="get" action="/search" className={styles.search} onSubmit={submit}>
      <label htmlFor="site-search" className="sf-visually-hidden">
        Search services
      </label>
      <input
        id="site-search"
        type="search"
        name="q"
        placeholder="Search services"
        autoComplete="off"
        maxLength={100}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <button type="submit" className={styles.searchButton}>
        Search
      </button>
    </form>
  );
}

/** "Hi, Asha": the first word of the visitor's name. */
function greeting(name: string): string {
  return `Hi, ${name.trim().split(/\s+/)[0]}`;
}

/**
 * Account when signed out; the visitor's name, My account and Log out when signed in. One button
 * either way, so focus returned to it (the auth dialog closing, Log out) stays on the page.
 */
function AccountActions() {
  const auth = useAuthDialog();
  const { user, signOut } = useSession();
  const { notify } = useNotify();
  const logOut = () => {
    void signOut();
    notify('success', 'You are logged out.', { autoClose: 3000 });
  };
  return (
    <>
      {user && <span className={styles.greeting}>{greeting(user.name)}</span>}
      {/* The agency's staff reach what the site received from any page (docs/product.md#inbox). */}
      {(user?.role === 'staff' || user?.role === 'admin') && (
        <Link to="/inbox" className={styles.action}>
          Inbox
        </Link>
      )}
      {user && (
        <Link to={MY_ACCOUNT.to} className={`${styles.action} ${styles.myAccount}`}>
          {MY_ACCOUNT.label}
        </Link>
      )}
      <button type="button" className={styles.action} onClick={user ? logOut : () => auth.open('register')}>
        {user ? 'Log out' : 'Account'}
      </button>
    </>
  );
}

export function Header() {
  const { count } = useCart();
  // The page was rendered for nobody: until it works (and has read the visitor's stored cart) the
  // link claims no count, "Cart" as its text says, rather than "empty" to a visitor who has one.
  const cartKnown = useHydrated();
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`sf-container ${styles.topInner}`}>
          <p className={styles.callLine}>
            Call us for a free consultation: <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
          </p>
        </div>
      </div>
      <div className={`sf-container ${styles.mainBar}`}>
        <Link to="/" className={styles.logo} aria-label="Brandwala Media, home">
          <span aria-hidden="true" className={styles.logoMark}>
            B
          </span>
          <span className={styles.logoText}>Brandwala Media</span>
        </Link>
        <SearchBox />
        <div className={styles.actions}>
          <Link to="/location" className={`${styles.action} ${styles.location}`}>
            Find Your Location
          </Link>
          <AccountActions />
          <Link
            to="/cart"
            className={styles.action}
            aria-label={
              !cartKnown ? undefined : count ? `Cart, ${count} ${count === 1 ? 'service' : 'services'}` : 'Cart, empty'
            }
          >
            Cart
            {count > 0 && (
              <span className={styles.badge} aria-hidden="true" data-testid="cart-count">
                {count}
              </span>
            )}
          </Link>
          <button
            type="button"
            className={`${styles.action} ${styles.menuToggle}`}
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((o) => !o)}
          >
            Menu
          </button>
        </div>
      </div>
      <nav id="site-nav" aria-label="Main" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
        <ul className={`sf-container ${styles.navList}`}>
          {TOP_LINKS_BEFORE.map((link) => (
            <li key={link.to}>
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </li>
          ))}
          <li>
            <NavMenu label="Company" links={COMPANY_MENU} />
          </li>
          <li>
            <NavMenu label="Services" links={SERVICES_MENU} />
          </li>
          {TOP_LINKS_AFTER.map((link) => (
            <li key={link.to}>
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </li>
          ))}
          <li className={styles.mobileOnly}>
            <RouterLink to="/location">Select Delivery Address</RouterLink>
          </li>
          {user && (
            // Narrow phones have no room for My account (nor, under 480 px, the greeting) in the bar.
            <li className={`${styles.mobileOnly} ${styles.menuAccount}`}>
              <RouterLink to={MY_ACCOUNT.to}>{MY_ACCOUNT.label}</RouterLink> ({user.name})
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
