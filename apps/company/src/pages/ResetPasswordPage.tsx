import type { ReactNode } from 'react';
import { useAuthDialog, useFormAction, useSession, useSubmission } from '@storefront/shell';
import type { ResetPassword } from '@storefront/types/forms';
import { useFormChecks } from '@storefront/ui/lazy-checks';
import { TextField, useForm } from '@storefront/ui/forms';
import { PageTitle } from '../components/PageTitle';
import { LinkDone, LinkForm, useLinkOutcome, useMailLink, type MailLink } from './mailLink';
import styles from './MailLinkPage.module.css';
import page from './Page.module.css';

const EMPTY = { token: '', password: '', passwordAgain: '' };

/**
 * Set a new password (docs/product.md#forgot-password), from the link the mail holds (useMailLink:
 * its token in the fragment). Without JavaScript the form asks for the code printed in the mail
 * under the link, and the browser posts it to the api, which answers with a page.
 */
export function ResetPasswordPage() {
  const link = useMailLink();
  const authDialog = useAuthDialog();
  const askAgain = (
    <button type="button" className="sf-btn" onClick={() => authDialog.open('login')}>
      Ask for a new link
    </button>
  );

  return (
    <div className={page.page}>
      <PageTitle>Set a new password</PageTitle>
      <section className={`sf-container sf-section ${styles.panel}`} aria-labelledby="reset-title">
        <h1 id="reset-title">Set a new password</h1>
        {link.missing ? (
          <>
            <p role="alert">
              This page sets a new password from the link in the mail we sent you. Open that link again, or ask for a
              new one: Log in, then Forgot password?
            </p>
            <p>{askAgain}</p>
          </>
        ) : (
          <ResetForm key={link.opened} token={link.token} askAgain={askAgain} />
        )}
      </section>
    </div>
  );
}

function ResetForm({ token, askAgain }: { token: MailLink['token']; askAgain: ReactNode }) {
  const session = useSession();
  const submission = useSubmission('reset');
  const checks = useFormChecks('resetSchema');
  // With JavaScript the token is the link's, not a field's (the code field is for a page without it).
  const form = useForm(EMPTY, (values) => checks.validate({ ...values, token: token() ?? values.token }));
  const action = useFormAction('reset');
  const { done, refused, settle } = useLinkOutcome();

  const send = async ({ token, password }: ResetPassword) =>
    settle(await submission.send({ token, password }), (data) => {
      session.signIn(data);
      form.reset();
    });

  if (done) return <LinkDone>{done}</LinkDone>;

  const refusal = refused ?? form.errors.token;
  return (
    <LinkForm
      action={action}
      onSubmit={form.handleSubmit(checks.beforeSend(send))}
      labelledBy="reset-title"
      intro="Choose a new password for your account. Setting it logs out every device logged in to the account."
      code={{ field: form.field('token'), hint: 'The code under the link in the mail' }}
      button="Set the password"
      submission={submission}
      refused={
        refusal && (
          <>
            <p>{refusal}</p>
            <p>{askAgain}</p>
          </>
        )
      }
    >
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        {...form.field('password')}
      />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        {...form.field('passwordAgain')}
      />
    </LinkForm>
  );
}
