// What a page's head says (title, meta description) and the bounds search engines show whole.
// No React and no CSS: a remote's route declaration imports this ('@storefront/ui/head', not a
// shared module, so each remote bundles these few lines and no version of the host's matters).
import type { PageHead } from '@storefront/shell';

export const SITE_NAME = 'Brandwala Media';

/** Longer titles are cut off in search results. */
export const TITLE_MAX = 70;
/** Shorter descriptions say too little; longer ones are cut off in search results and previews. */
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

/** The site's logo, relative to its origin (the host serves it). */
export const SITE_LOGO = '/favicon.svg';

/** schema.org Organization: the agency, as home's JSON-LD and as the hiring organisation of a job. */
export function organization(siteOrigin: string): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: new URL('/', siteOrigin).href,
    logo: new URL(SITE_LOGO, siteOrigin).href,
  };
}

/** A top-level JSON-LD object: the schema.org context and the object. */
export function jsonLd(object: Record<string, unknown>): Record<string, unknown> {
  return { '@context': 'https://schema.org', ...object };
}

/** A page's title as the browser tab and search results show it: "Careers | Brandwala Media". */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
}

/** "A, B and C" (or "A, B or C"). */
export function listWords(words: readonly string[], conjunction = 'and'): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}` : (words[0] ?? '');
}

/** The text cut at a word to at most max characters, with an ellipsis when cut. */
export function clampText(text: string, max: number = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:.–-]+$/, '');
  return `${atWord}…`;
}

/**
 * What is wrong with a remote's declared pages (docs/decisions/0009-route-ownership-declared-by-remotes.md):
 * a path twice, a path outside the prefixes the remote's routes.json owns ('' is /), a title or a
 * description missing or outside the bounds above. Empty when all is well.
 */
export function pageHeadProblems(pages: readonly PageHead[], prefixes: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { path, title, description } of pages) {
    if (seen.has(path)) problems.push(`${path}: declared twice`);
    seen.add(path);
    const first = path.split('/')[1] ?? '';
    if (!path.startsWith('/') || !prefixes.includes(first))
      problems.push(`${path}: not below a prefix of routes.json (${prefixes.join(', ')})`);
    if (!title.trim() || title.length > TITLE_MAX)
      problems.push(`${path}: title of ${title.length} characters (1 to ${TITLE_MAX}): ${title}`);
    if (description.trim().length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX) {
      problems.push(
        `${path}: description of ${description.length} characters (${DESCRIPTION_MIN} to ${DESCRIPTION_MAX}): ${description}`,
      );
    }
  }
  return problems;
}
