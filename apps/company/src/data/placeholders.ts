/** A company section still being written: its address, title, fixed message (docs/product.md#company-pages) and what it will be about. */
export interface PlaceholderSection {
  /** The page is /company/{slug}. */
  slug: string;
  title: string;
  message: string;
  about: string;
}

export const PLACEHOLDER_SECTIONS: readonly PlaceholderSection[] = [
  {
    slug: 'ventures',
    title: 'Ventures',
    message: 'Ventures section coming soon...',
    about: 'The businesses we build and back beyond our agency work.',
  },
  {
    slug: 'sustainability',
    title: 'Sustainability',
    message: 'Company section coming soon..',
    about: 'How we work to reduce the footprint of our campaigns, events and offices.',
  },
  {
    slug: 'blogs',
    title: 'Blogs',
    message: 'Blogs section coming soon..',
    about: 'Stories, case studies and ideas from our teams.',
  },
];
