// A section of a page below its hero, in the global classes of tokens.css (no CSS of its own):
// '@storefront/ui/section', bundled by each remote that uses it, not in the shared '@storefront/ui'.
import type { ReactNode } from 'react';

export interface SectionProps {
  /** The id of the section's h2, which names it. */
  id: string;
  title: ReactNode;
  /** On a full-width tinted band. */
  band?: boolean;
  /** More classes for the element in the page's width. */
  className?: string;
  children?: ReactNode;
}

/** A region named by its h2, within the page's width; on a tinted band across the page when `band`. */
export function Section({ id, title, band = false, className, children }: SectionProps) {
  const width = className ? `sf-container sf-section ${className}` : 'sf-container sf-section';
  const content = (
    <>
      <h2 id={id} className="sf-section-title">
        {title}
      </h2>
      {children}
    </>
  );
  return band ? (
    <section className="sf-band" aria-labelledby={id}>
      <div className={width}>{content}</div>
    </section>
  ) : (
    <section className={width} aria-labelledby={id}>
      {content}
    </section>
  );
}
