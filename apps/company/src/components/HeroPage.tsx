import type { ReactNode } from 'react';
import { Link } from '@storefront/shell';
import { PageHero } from '@storefront/ui';
import page from '../pages/Page.module.css';
import { PageTitle } from './PageTitle';

/**
 * A company page: named in the browser tab (by `tab`, else its title), opening with its hero
 * (the kicker, the page's heading with `id`, and the intro), then its sections.
 */
export function HeroPage({
  tab,
  id,
  kicker,
  title,
  intro,
  children,
}: {
  tab?: string;
  id: string;
  kicker: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={page.page}>
      <PageTitle>{tab ?? title}</PageTitle>
      <PageHero id={id} kicker={kicker} title={title}>
        {intro}
      </PageHero>
      {children}
    </div>
  );
}

/** A section's ways on: the main one as a button, the other beside it as a lighter one. */
export function WaysOn({ main, other }: { main: { to: string; text: string }; other: { to: string; text: string } }) {
  return (
    <div className={page.actions}>
      <Link to={main.to} className="sf-btn">
        {main.text}
      </Link>
      <Link to={other.to} className="sf-btn sf-btn--ghost">
        {other.text}
      </Link>
    </div>
  );
}
