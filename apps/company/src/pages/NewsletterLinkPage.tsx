import { useFormAction, useSubmission } from '@storefront/shell';
import type { NewsletterLink } from '@storefront/types/forms';
import { useForm } from '@storefront/ui/forms';
import { PageTitle } from '../components/PageTitle';
import { LinkDone, LinkForm, useLinkOutcome, useMailLink, type MailLink } from './mailLink';
import styles from './MailLinkPage.module.css';
import page from './Page.module.css';

/** What each of the newsletter's two pages says and does. */
export const NEWSLETTER_LINK_PAGES = {
  confirm: {
    title: 'Confirm your subscription',
    intro: 'Confirm that this address gets the Brandwala Media newsletter: news of our services, offers and events.',
    button: 'Confirm my subscription',
    endpoint: 'newsletterConfirm',
    missing:
      'This page confirms a newsletter subscription from the link in the mail we sent you. Open that link again, or subscribe with the newsletter box at the foot of this page.',
  },
  leave: {
    title: 'Leave the newsletter',
    intro: 'Take this address off the Brandwala Media newsletter list: nothing more will be sent to it.',
    button: 'Leave the newsletter',
    endpoint: 'newsletterLeave',
    missing:
      'This page takes an address off the newsletter list from the link at the end of a newsletter mail. Open that link again.',
  },
} as const;

export type NewsletterLinkPurpose = keyof typeof NEWSLETTER_LINK_PAGES;

/**
 * Confirm a newsletter subscription, or leave the list (docs/product.md#newsletter), from a mail's
 * link (useMailLink: its token in the fragment). Nothing happens until the visitor presses the
 * button: a mail scanner that opens the link confirms nothing and takes no one off the list.
 * Without JavaScript the form asks for the code the mail prints, and the browser posts it.
 */
export function NewsletterLinkPage({ purpose }: { purpose: NewsletterLinkPurpose }) {
  const link = useMailLink();
  const copy = NEWSLETTER_LINK_PAGES[purpose];
  return (
    <div className={page.page}>
      <PageTitle>{copy.title}</PageTitle>
      <section className={`sf-container sf-section ${styles.panel}`} aria-labelledby="newsletter-title">
        <h1 id="newsletter-title">{copy.title}</h1>
        {link.missing ? (
          <p role="alert">{copy.missing}</p>
        ) : (
          <NewsletterLinkForm key={`${purpose}-${link.opened}`} purpose={purpose} token={link.token} />
        )}
      </section>
    </div>
  );
}

function NewsletterLinkForm({ purpose, token }: { purpose: NewsletterLinkPurpose; token: MailLink['token'] }) {
  const copy = NEWSLETTER_LINK_PAGES[purpose];
  const submission = useSubmission(copy.endpoint);
  const action = useFormAction(copy.endpoint);
  // With JavaScript the token is the link's; the code field is for a page without it.
  const form = useForm({ token: '' }, (values) => ({ ok: true, data: { token: token() ?? values.token } }));
  const { done, refused, settle } = useLinkOutcome();
  const send = async (data: NewsletterLink) => settle(await submission.send(data));

  if (done) return <LinkDone>{done}</LinkDone>;

  return (
    <LinkForm
      action={action}
      onSubmit={form.handleSubmit(send)}
      labelledBy="newsletter-title"
      intro={copy.intro}
      code={{ field: form.field('token'), hint: 'The code the mail prints beside the link' }}
      button={copy.button}
      submission={submission}
      refused={refused && <p>{refused}</p>}
    />
  );
}
