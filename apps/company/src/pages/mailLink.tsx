import { useEffect, useRef, useState, type FormEventHandler, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, type ApiResult, type Submission } from '@storefront/shell';
import type { PageFormName } from '@storefront/types/forms';
import { FormStatus, SubmitButton, TextField, type FieldBinding } from '@storefront/ui/forms';
import styles from './MailLinkPage.module.css';

/** The token of a mail's link: `#token=…` in the address. */
export function tokenIn(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

export interface MailLink {
  /** The link's token: read once the page works, or now (a send that came first: the visitor was quicker). */
  token: () => string | null;
  /** The page was opened without one. */
  missing: boolean;
  /**
   * Links opened in this tab after the first: one changes only the fragment, and its page, keyed on
   * this, starts afresh. Not the first: what was typed before the page worked stays.
   */
  opened: number;
}

/**
 * The link a page was opened from, in a mail the site sent (a new password, the newsletter's): its
 * token travels in the address's fragment, which no server sees. Read once the page works, then
 * taken out of the address (and so of the history). Without JavaScript the fragment cannot be read:
 * those pages ask for the code the mail prints beside the link.
 */
export function useMailLink(): MailLink {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const token = useRef<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [opened, setOpened] = useState(0);

  useEffect(() => {
    const found = tokenIn(hash);
    if (found) {
      if (token.current) setOpened((count) => count + 1);
      token.current = found;
      setMissing(false);
      void navigate(pathname, { replace: true });
    } else if (!token.current) setMissing(true);
  }, [hash, pathname, navigate]);

  return { token: () => token.current ?? tokenIn(window.location.hash), missing, opened };
}

/** What stopped a send that is not about a field or the link: no connection, too many tries. */
function problemOf({ state, failure }: Pick<Submission<PageFormName>, 'state' | 'failure'>) {
  return state === 'failed' && failure && !('fields' in failure && failure.fields) ? failure.error : null;
}

/**
 * What a mail link's page ends with: the api's sentence once the link worked (`done`), or why it
 * was refused (`refused`: a link used, expired or unknown, nothing to correct on the page).
 * `settle` takes a send's result: anything else (a field, no connection) is the form's to show.
 */
export function useLinkOutcome() {
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const settle = <T extends { success: string }>(result: ApiResult<T>, onDone?: (data: T) => void) => {
    if (result.ok) {
      onDone?.(result.data);
      setDone(result.data.success);
      return result;
    }
    const token = 'fields' in result ? result.fields?.token : undefined;
    if (token) {
      setRefused(token);
      return { ok: false as const };
    }
    return result;
  };
  return { done, refused, settle };
}

/** The link worked: what the api said, and the way on. */
export function LinkDone({ children }: { children: string }) {
  return (
    <>
      <FormStatus tone="success">{children}</FormStatus>
      <p>
        <Link className="sf-btn" to="/">
          Go to the home page
        </Link>
      </p>
    </>
  );
}

interface LinkFormProps {
  /** Where the browser posts it itself (useFormAction), and how the page's script sends it. */
  action: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The id of the page's heading: the form's name. */
  labelledBy: string;
  intro: string;
  /** The code field a page without JavaScript asks for (it cannot read the link's fragment). */
  code: { field: FieldBinding<string>; hint: string };
  /** The fields between the code and the button. */
  children?: ReactNode;
  button: string;
  submission: Pick<Submission<PageFormName>, 'state' | 'failure'>;
  /** Why the link was refused, and what to do then. */
  refused: ReactNode;
}

/** A mail link page's form: posted by the browser without JavaScript, sent by the page's script with it. */
export function LinkForm({
  action,
  onSubmit,
  labelledBy,
  intro,
  code,
  children,
  button,
  submission,
  refused,
}: LinkFormProps) {
  return (
    <form
      method="post"
      action={action}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
    >
      <p>{intro}</p>
      <noscript>
        <TextField label="Code from the mail" autoComplete="off" hint={code.hint} {...code.field} />
      </noscript>
      {children}
      <SubmitButton sending={submission.state === 'sending'}>{button}</SubmitButton>
      <FormStatus tone="error">{problemOf(submission)}</FormStatus>
      {refused && (
        <div role="alert" className={styles.refused}>
          {refused}
        </div>
      )}
    </form>
  );
}
