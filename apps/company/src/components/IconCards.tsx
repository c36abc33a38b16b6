import type { CSSProperties, ReactNode } from 'react';
import { Icon, type IconName } from '@storefront/ui/icon';
import page from '../pages/Page.module.css';

/** What an icon card says: an icon, a title and a line of text. */
export interface IconCard {
  icon: IconName;
  title: string;
  text: string;
}

export interface IconCardsProps<T extends IconCard> {
  items: readonly T[];
  /** A class more for each card. */
  cardClassName?: string;
  /** What a card shows after its text. */
  more?: (item: T) => ReactNode;
}

/** A short row's cards stretch to fill it. */
const STRETCHED = { '--sf-card-fill': 'auto-fit', '--sf-card-gap': 'var(--sf-space-4)' } as CSSProperties;

/** A list of cards, as many in a row as fit: each an icon in a bubble, a title and its text. */
export function IconCards<T extends IconCard>({ items, cardClassName, more }: IconCardsProps<T>) {
  return (
    <ul className="sf-list sf-card-grid" style={STRETCHED}>
      {items.map((item) => (
        <li key={item.title} className={cardClassName ? `${page.card} ${cardClassName}` : page.card}>
          <span className="sf-icon-bubble">
            <Icon name={item.icon} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
          {more?.(item)}
        </li>
      ))}
    </ul>
  );
}
