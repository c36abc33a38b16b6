import { useEffect, useRef, useState } from 'react';
import {
  Link,
  useAuthDialog,
  useFormAction,
  useLocation,
  useNavigate,
  useSession,
  useSubmission,
} from '@storefront/shell';
import type { ResetPassword } from '@storefront/types/forms';
import { useFormChecks } from '@storefront/ui/lazy-checks';
import { FormStatus, SubmitButton, TextField, useForm } from '@storefront/ui/forms';
import { PageTitle } from '../components/PageTitle';
import page from './Page.module.css';
import styles from './ResetPasswordPage.module.css';

/** The token of a reset link (docs/product.md#forgot-password): `#token=…` in the address. */
export function tokenIn(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

const EMPTY = { token: '', password: '', passwordAgain: '' };

/**
 * Set a new password (docs/product.md#forgot-password), from the link the mail holds. The token
 * travels in the address's fragment, which no server sees; the page reads it once it works and
 * takes it out of the address (and so of the history). Without JavaScript the fragment cannot be
 * read: the form then asks for the code printed in the mail under the link, and the browser posts
 * it to the api, which answers with a page.
 */
export function ResetPasswordPage() {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const authDialog = useAuthDialog();
  const submission = useSubmission('reset');
  const checks = useFormChecks('resetSchema');
  // Read at once when the page works, and at a send that comes first (the visitor was quicker).
  const token = useRef<string | null>(null);
  const linkToken = () => token.current ?? tokenIn(window.location.hash);
  // With JavaScript the token is the link's, not a field's (the code field is for a page without it).
  const form = useForm(EMPTY, (values) => checks.validate({ ...values, token: linkToken() ?? values.token }));
  const action = useFormAction('reset');
  const [missing, setMissing] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    const found = tokenIn(hash);
    if (found) {
      // A link opened again in this tab (only its fragment changes): its own form, afresh.
      token.current = found;
      setDone(null);
      setRefused(null);
      setMissing(false);
      void navigate(pathname, { replace: true });
    } else if (!token.current) setMissing(true);
  }, [hash, pathname, navigate]);

  const send = async ({ token, password }: ResetPassword) => {
    const result = await submission.send({ token, password });
    if (result.ok) {
      session.signIn(result.data);
      setDone(result.data.success);
      form.reset();
      return result;
    }
    // A link that is used, expired or unknown: nothing to correct in the fields.
    const fields = 'fields' in result ? result.fields : undefined;
    if (fields?.token) {
      setRefused(fields.token);
      return { ok: false };
    }
    return result;
  };

  // What stopped a send that is not about a field or the link: no connection, too many tries.
  const failure = submission.state === 'failed' ? submission.failure : null;
  const problem = failure && !('fields' in failure && failure.fields) ? failure.error : null;

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
        {done ? (
          <>
            <FormStatus tone="success">{done}</FormStatus>
            <p>
              <Link className="sf-btn" to="/">
                Go to the home page
              </Link>
            </p>
          </>
        ) : missing ? (
          <>
            <p role="alert">
              This page sets a new password from the link in the mail we sent you. Open that link again, or ask for a
              new one: Log in, then Forgot password?
            </p>
            <p>{askAgain}</p>
          </>
        ) : (
          <form
            method="post"
            action={action}
            className={styles.form}
            noValidate
            onSubmit={form.handleSubmit(checks.beforeSend(send))}
            aria-labelledby="reset-title"
          >
            <p>Choose a new password for your account. Setting it logs out every device logged in to the account.</p>
            <noscript>
              <TextField
                label="Code from the mail"
                autoComplete="off"
                hint="The code under the link in the mail"
                {...form.field('token')}
              />
            </noscript>
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
            <SubmitButton sending={submission.state === 'sending'}>Set the password</SubmitButton>
            <FormStatus tone="error">{problem}</FormStatus>
            {(refused ?? form.errors.token) && (
              <div role="alert" className={styles.refused}>
                <p>{refused ?? form.errors.token}</p>
                <p>{askAgain}</p>
              </div>
            )}
          </form>
        )}
      </section>
    </div>
  );
}
