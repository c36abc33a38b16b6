import { useFormAction, useSubmission } from '@storefront/shell';
import type { LinkToken } from '@storefront/types/forms';
import { useForm } from '@storefront/ui/forms';
import { PageTitle } from '../components/PageTitle';
import { LinkDone, LinkForm, useLinkOutcome, useMailLink, type MailLink } from './mailLink';
import styles from './MailLinkPage.module.css';
import page from './Page.module.css';

/** What each page a mail's link opens to act on says and does, by the endpoint it sends to. */
export const LINK_ACTIONS = {
  newsletterConfirm: {
    title: 'Confirm your subscription',
    intro: 'Confirm that this address gets the Brandwala Media newsletter: news of our services, offers and events.',
    button: 'Confirm my subscription',
    missing:
      'This page confirms a newsletter subscription from the link in the mail we sent you. Open that link again, or subscribe with the newsletter box at the foot of this page.',
  },
  newsletterLeave: {
    title: 'Leave the newsletter',
    intro: 'Take this address off the Brandwala Media newsletter list: nothing more will be sent to it.',
    button: 'Leave the newsletter',
    missing:
      'This page takes an address off the newsletter list from the link at the end of a newsletter mail. Open that link again.',
  },
  confirmEmail: {
    title: 'Confirm your email address',
    intro: 'Confirm that this address is yours: My account then shows what you send us from it, and our answers.',
    button: 'Confirm my address',
    missing:
      'This page confirms your account’s email address from the link in the mail we sent you. Open that link again, or ask for a new one from My account.',
  },
} as const;

export type LinkAction = keyof typeof LINK_ACTIONS;

/**
 * A page a mail's link opens to do one thing (useMailLink: its token in the fragment): confirm a
 * newsletter subscription, leave the list (docs/product.md#newsletter), confirm an account's
 * address (docs/product.md#my-account). Nothing happens until the visitor presses the button: a
 * mail scanner that opens the link changes nothing. Without JavaScript the form asks for the code
 * the mail prints, and the browser posts it.
 */
export function LinkActionPage({ action }: { action: LinkAction }) {
  const link = useMailLink();
  const copy = LINK_ACTIONS[action];
  return (
    <div className={page.page}>
      <PageTitle>{copy.title}</PageTitle>
      <section className={`sf-container sf-section ${styles.panel}`} aria-labelledby="link-action-title">
        <h1 id="link-action-title">{copy.title}</h1>
        {link.missing ? (
          <p role="alert">{copy.missing}</p>
        ) : (
          <LinkActionForm key={`${action}-${link.opened}`} action={action} token={link.token} />
        )}
      </section>
    </div>
  );
}

function LinkActionForm({ action, token }: { action: LinkAction; token: MailLink['token'] }) {
  const copy = LINK_ACTIONS[action];
  const submission = useSubmission(action);
  const postTo = useFormAction(action);
  // With JavaScript the token is the link's; the code field is for a page without it.
  const form = useForm({ token: '' }, (values) => ({ ok: true, data: { token: token() ?? values.token } }));
  const { done, refused, settle } = useLinkOutcome();
  const send = async (data: LinkToken) => settle(await submission.send(data));

  if (done) return <LinkDone>{done}</LinkDone>;

  return (
    <LinkForm
      action={postTo}
      onSubmit={form.handleSubmit(send)}
      labelledBy="link-action-title"
      intro={copy.intro}
      code={{ field: form.field('token'), hint: 'The code the mail prints beside the link' }}
      button={copy.button}
      submission={submission}
      refused={refused && <p>{refused}</p>}
    />
  );
}
