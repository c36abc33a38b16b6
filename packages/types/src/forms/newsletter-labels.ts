/**
 * The footer's newsletter box's label, on every page: a module of its own, so that the shared main
 * entry of this package, which is in every first page load and is shared whole (not tree-shaken),
 * carries this one label and not every form's (labels.ts).
 */
export const NEWSLETTER_LABELS = { email: 'Email address' } as const;
