/** The site's slug (docs/product.md#slugs): lowercase, every run of non-alphanumerics becomes one hyphen, edge hyphens trimmed. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
