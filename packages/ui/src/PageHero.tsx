import type { ReactNode } from 'react';
import { Kicker } from './Kicker';
import styles from './PageHero.module.css';

export interface PageHeroProps {
  /** The id of the page's one h1. */
  id: string;
  /** A short line above the title. */
  kicker?: ReactNode;
  title: ReactNode;
  /** The lead under the title: one or more paragraphs. */
  children?: ReactNode;
  /** A decorative picture beside the text; phones do not show it. */
  image?: { src: string; width: number; height: number };
  /** 'section': the hero is a region named by its title. A page header otherwise. */
  as?: 'header' | 'section';
}

/** The band at the top of a page, on the brand's gradient: a kicker, the page's h1 and a lead. */
export function PageHero({ id, kicker, title, children, image, as: Element = 'header' }: PageHeroProps) {
  return (
    <Element className={styles.hero} aria-labelledby={Element === 'section' ? id : undefined}>
      <div className={`sf-container ${styles.inner}${image ? ` ${styles.withImage}` : ''}`}>
        <div>
          {kicker && <Kicker className={styles.kicker}>{kicker}</Kicker>}
          <h1 id={id} className={styles.title}>
            {title}
          </h1>
          {children && <div className={styles.lead}>{children}</div>}
        </div>
        {image && <img className={styles.image} src={image.src} alt="" width={image.width} height={image.height} />}
      </div>
    </Element>
  );
}
