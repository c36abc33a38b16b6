// The company pages and their heads, exposed as './declaration' for page titles, the sitemap and
// the server render (docs/decisions/0009-route-ownership-declared-by-remotes.md). No React, no CSS:
// only the company's data; the texts say what each page says.
import type { PageHead, RouteDeclaration } from '@storefront/shell';
import { ACCOUNT_PAGES, NEWSLETTER_PAGES, RESET_PASSWORD_PATH } from '@storefront/types/form-copy';
import { clampText, DESCRIPTION_MAX, listWords, pageTitle } from '@storefront/ui/head';
import { FOUNDED, OFFICES } from './data/company';
import { PARTNER_SLUGS, PARTNER_TYPES, type PartnerType } from './data/partners';
import { PLACEHOLDER_SECTIONS } from './data/placeholders';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** /partners/{id}: the join-us page with that partner's dialog open (its id is its one address here; /partners/abp is the same page). */
function partnerHead(partner: PartnerType): PageHead {
  return {
    path: `/partners/${partner.id}`,
    title: pageTitle(`Become a ${partner.title}`),
    description: withBenefits(partner.description, partner.benefits.map(lowerFirst)),
  };
}

/** The description and as many of the benefits as fit. */
function withBenefits(description: string, benefits: readonly string[]): string {
  for (let shown = benefits.length; shown > 0; shown--) {
    const text = `${description} Benefits: ${listWords(benefits.slice(0, shown))}.`;
    if (text.length <= DESCRIPTION_MAX) return text;
  }
  return clampText(description);
}

/**
 * Every page the company remote renders, once. Not /company (it redirects to the profile) nor a
 * partner's other slug (/partners/abp shows /partners/bda).
 */
function companyPages(): PageHead[] {
  return [
    {
      path: '/company/profile',
      title: pageTitle('Company Profile'),
      description: `Since ${FOUNDED}, Brandwala Media has been an advertising, marketing and media agency: strategy, creative, media buying, events and studio production.`,
    },
    ...PLACEHOLDER_SECTIONS.map((section) => ({
      path: `/company/${section.slug}`,
      title: pageTitle(section.title),
      description: clampText(`${section.about} Coming soon from Brandwala Media; meanwhile, read our company profile.`),
    })),
    {
      path: '/join-us',
      title: pageTitle('Join Our Network'),
      description:
        'Grow your own business with India’s advertising and media network: become a BDA, store, studio or delivery partner of Brandwala Media.',
    },
    ...PARTNER_TYPES.map(partnerHead),
    {
      path: '/help',
      title: pageTitle('Help'),
      description:
        'Tell Brandwala Media about your campaign, booking or partnership and the right team replies: WhatsApp, email or phone, Monday to Saturday.',
    },
    {
      path: '/refund-policy',
      title: pageTitle('Refund Policy'),
      description:
        'How cancellations and refunds work at Brandwala Media: a full refund before work starts, costs we cannot recover deducted after, and how to ask.',
    },
    {
      path: '/payment',
      title: pageTitle('Payment Gateway'),
      description:
        'How to pay for the services you book with Brandwala Media: UPI, debit and credit cards, net banking or bank transfer, with a proper GST invoice.',
    },
    {
      path: '/testimonials',
      title: pageTitle('Testimonials'),
      description:
        'What brands and partners across India and the Gulf say about working with Brandwala Media on their campaigns, events and productions.',
    },
    {
      path: '/location',
      title: pageTitle('Our Offices'),
      description: clampText(
        `Visit Brandwala Media in ${listWords(OFFICES.map((office) => office.city))}: the address of each office, a map link, phone, email and office hours.`,
      ),
    },
    {
      path: RESET_PASSWORD_PATH,
      title: pageTitle('Set a new password'),
      description: 'Set a new password for your Brandwala Media account from the link in the mail we sent you.',
      noindex: true,
    },
    {
      path: NEWSLETTER_PAGES.confirm,
      title: pageTitle('Confirm your subscription'),
      description: 'Confirm your subscription to the Brandwala Media newsletter from the link in the mail we sent you.',
      noindex: true,
    },
    {
      path: NEWSLETTER_PAGES.leave,
      title: pageTitle('Leave the newsletter'),
      description: 'Take your address off the Brandwala Media newsletter list, from the link in a newsletter mail.',
      noindex: true,
    },
    {
      path: ACCOUNT_PAGES.account,
      title: pageTitle('My account'),
      description:
        'Your Brandwala Media account: your details, your newsletter subscription, and what you have sent us with our replies.',
      noindex: true,
    },
    {
      path: ACCOUNT_PAGES.confirmEmail,
      title: pageTitle('Confirm your email address'),
      description: 'Confirm the email address of your Brandwala Media account from the link in the mail we sent you.',
      noindex: true,
    },
  ];
}

/** /company (the profile) and a partner's other slugs (the footer's /partners/abp), each with the page it shows. */
export function companyAliases(): Record<string, string> {
  return {
    '/company': '/company/profile',
    ...Object.fromEntries(
      Object.entries(PARTNER_SLUGS)
        .filter(([slug, id]) => slug !== id)
        .map(([slug, id]) => [`/partners/${slug}`, `/partners/${id}`]),
    ),
  };
}

const declaration: RouteDeclaration = {
  pages: async () => companyPages(),
  aliases: companyAliases(),
};

export default declaration;
