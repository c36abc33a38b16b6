import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useAuthDialog, useSession, type ApiResult } from '@storefront/shell';
import { ENDPOINT_ROUTES, type PublicUser } from '@storefront/types';
import {
  ACCOUNT_ROUTES,
  type AccountItem,
  type AccountItemKind,
  type AccountItemStatus,
  type AccountReply,
  type NewsletterState,
} from '@storefront/types/my-account';
import { FormStatus, TextField } from '@storefront/ui/forms';
import { formatWhen } from '@storefront/ui/when';
import { PageTitle } from '../components/PageTitle';
import styles from './MyAccountPage.module.css';
import page from './Page.module.css';

/** What each form is called to its sender. */
const KIND_NAMES: Record<AccountItemKind, string> = {
  help: 'Help query',
  partner: 'Partner application',
  job: 'Job application',
  enquiry: 'Enquiry',
};

const STATUS_NAMES: Record<AccountItemStatus, string> = {
  received: 'Received',
  answered: 'Answered',
  closed: 'Closed',
};

/** What the newsletter's part says of where the account's address is on the list. */
function newsletterText(state: NewsletterState | null, email: string): string {
  if (state === 'confirmed') return `Our newsletter goes to ${email}.`;
  if (state === 'pending')
    return `Waiting for you: open the link in the mail we sent to ${email} to finish subscribing.`;
  return 'You do not get our newsletter.';
}

/**
 * My account (docs/product.md#my-account): the signed-in visitor's details, whether their address
 * is confirmed (with another mail to confirm it), the newsletter switch, and the forms they sent
 * with the agency's replies. Rendered for nobody: it asks to log in until the page knows who is
 * signed in.
 */
export function MyAccountPage() {
  const { status } = useSession();
  // What the api said once the account was deleted: the page then shows it to a signed-out visitor.
  const [farewell, setFarewell] = useState<string | null>(null);
  return (
    <div className={page.page}>
      <PageTitle>My account</PageTitle>
      <section className={`sf-container sf-section ${styles.account}`} aria-labelledby="account-title">
        <h1 id="account-title">My account</h1>
        <FormStatus tone="success">{farewell}</FormStatus>
        {status === 'signed-in' ? (
          <Account onDeleted={setFarewell} />
        ) : status === 'checking' ? (
          <Loading />
        ) : (
          !farewell && <SignedOut />
        )}
      </section>
    </div>
  );
}

function Loading() {
  return <p role="status">Loading your account…</p>;
}

function SignedOut() {
  const auth = useAuthDialog();
  return (
    <>
      <p>Log in to see your details, your newsletter subscription, and what you have sent us with our replies.</p>
      <p>
        <button type="button" className="sf-btn" onClick={() => auth.open('login')}>
          Log in
        </button>
      </p>
    </>
  );
}

function Account({ onDeleted }: { onDeleted: (said: string) => void }) {
  const { call } = useSession();
  const [account, setAccount] = useState<AccountReply | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(async () => {
    setFailure(null);
    const { account: route } = ACCOUNT_ROUTES;
    const result = await call(route.path, { accept: route.accept });
    // A session ended on the server: the session shows signed out, and the page asks to log in.
    if (result.ok) setAccount(result.data);
    else setFailure(result.error);
  }, [call]);
  useEffect(() => void load(), [load]);

  if (!account)
    return failure ? (
      <div role="alert" className={styles.problem}>
        <p>{failure}</p>
        <button type="button" className="sf-btn" onClick={() => void load()}>
          Try again
        </button>
      </div>
    ) : (
      <Loading />
    );
  const { user, newsletter, items } = account;
  const confirmed = user.emailConfirmed === true;
  return (
    <>
      <Details user={user} />
      <NewsletterSwitch
        state={newsletter}
        email={user.email}
        onChange={(state) => setAccount((current) => current && { ...current, newsletter: state })}
      />
      <Items items={items} confirmed={confirmed} />
      <DeleteAccount onDeleted={onDeleted} />
    </>
  );
}

function Details({ user }: { user: PublicUser }) {
  return (
    <section className={styles.part} aria-labelledby="account-details">
      <h2 id="account-details">Your details</h2>
      <dl className={styles.details}>
        <dt>Name</dt>
        <dd>{user.name}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Mobile</dt>
        <dd>{user.contactNo}</dd>
        <dt>City</dt>
        <dd>{user.cityName}</dd>
      </dl>
      {user.emailConfirmed ? <p>Your email address is confirmed.</p> : <ConfirmAgain email={user.email} />}
    </section>
  );
}

/**
 * One button's send to the api as the signed-in account: its state and what the api said. The
 * button is never disabled while it sends (a disabled button drops the keyboard's focus to the
 * page): it says it is busy, and a press meanwhile does nothing.
 */
function useAccountAction() {
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const run = async <T extends { success: string }>(send: () => Promise<ApiResult<T> | null>) => {
    if (busy.current) return null;
    busy.current = true;
    setSending(true);
    setSaid(null);
    const result = await send();
    busy.current = false;
    setSending(false);
    if (result)
      setSaid(result.ok ? { tone: 'success', text: result.data.success } : { tone: 'error', text: result.error });
    return result;
  };
  return { sending, said, run };
}

function ConfirmAgain({ email }: { email: string }) {
  const { call } = useSession();
  const { sending, said, run } = useAccountAction();
  const { confirmEmailAgain: route } = ENDPOINT_ROUTES;
  return (
    <div className={styles.notice}>
      <p>
        Your email address is not confirmed yet: open the link in the mail we sent to {email}. Once it is, the forms you
        sent us with that address show here too.
      </p>
      <button
        type="button"
        className="sf-btn sf-btn--ghost"
        aria-disabled={sending}
        onClick={() => void run(() => call(route.path, { body: {}, accept: route.accept }))}
      >
        {sending ? 'Sending…' : 'Send the mail again'}
      </button>
      <FormStatus tone={said?.tone}>{said?.text}</FormStatus>
    </div>
  );
}

interface NewsletterSwitchProps {
  state: NewsletterState | null;
  email: string;
  onChange: (state: NewsletterState | null) => void;
}

/** On while the address is on the list or waiting for its confirmation; off takes it off. */
function NewsletterSwitch({ state, email, onChange }: NewsletterSwitchProps) {
  const { call } = useSession();
  const { sending, said, run } = useAccountAction();
  const on = state === 'confirmed' || state === 'pending';
  const toggle = async () => {
    const { accountNewsletter: route } = ACCOUNT_ROUTES;
    const result = await run(() => call(route.path, { body: { subscribe: !on }, accept: route.accept }));
    if (result?.ok) onChange(result.data.newsletter);
  };
  return (
    <section className={styles.part} aria-labelledby="account-newsletter">
      <h2 id="account-newsletter">Newsletter</h2>
      <p id="account-newsletter-state">{newsletterText(state, email)}</p>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby="account-newsletter-state"
        className={styles.switch}
        aria-disabled={sending}
        onClick={() => void toggle()}
      >
        <span className={styles.track} aria-hidden="true" />
        Send me the Brandwala Media newsletter
      </button>
      <FormStatus tone={said?.tone}>{said?.text}</FormStatus>
    </section>
  );
}

function Items({ items, confirmed }: { items: AccountItem[]; confirmed: boolean }) {
  return (
    <section className={styles.part} aria-labelledby="account-items">
      <h2 id="account-items">What you have sent us</h2>
      {items.length === 0 ? (
        <p>
          Nothing yet. What you send us while logged in (a help query, an enquiry from your cart, an application) shows
          here with our replies{confirmed ? ', and so does what you send with your email address' : ''}.
        </p>
      ) : (
        <ol className={styles.items}>
          {items.map((item) => (
            <li key={item.reference} className={styles.item}>
              <article aria-labelledby={`item-${item.reference}`}>
                <h3 id={`item-${item.reference}`}>
                  {KIND_NAMES[item.kind]} <span className={styles.reference}>{item.reference}</span>
                </h3>
                <p className={styles.meta}>
                  Sent {formatWhen(item.receivedAt)} ·{' '}
                  <span className={styles.status} data-status={item.status}>
                    {STATUS_NAMES[item.status]}
                  </span>
                </p>
                {item.replies.map((reply, i) => (
                  <figure key={i} className={styles.reply}>
                    <figcaption>Our reply, {formatWhen(reply.at)}</figcaption>
                    <blockquote>{reply.message}</blockquote>
                  </figure>
                ))}
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * Delete my account (docs/product.md#delete-my-data): the password says it is the account's
 * holder. The account, its sessions, its newsletter subscription and the personal fields of what it
 * sent are erased; the visitor is then signed out here too.
 */
function DeleteAccount({ onDeleted }: { onDeleted: (said: string) => void }) {
  const { call, signOut } = useSession();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusPassword = () => form.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setProblem(null);
    if (!password) {
      setFieldError('Enter your password');
      return focusPassword();
    }
    setFieldError(undefined);
    setSending(true);
    const { deleteAccount: route } = ACCOUNT_ROUTES;
    const result = await call(route.path, { body: { password }, accept: route.accept });
    setSending(false);
    if (result.ok) {
      onDeleted(result.data.success);
      return signOut();
    }
    const said = 'fields' in result ? result.fields?.password : undefined;
    if (said) {
      setFieldError(said);
      return focusPassword();
    }
    setProblem(result.error);
  };

  return (
    <section className={styles.part} aria-labelledby="account-delete">
      <h2 id="account-delete">Delete my account</h2>
      <p>
        This deletes your account and what you have sent us: your name, address, phone number, messages and CV. We keep
        only that something was sent, and when, for our counts. It cannot be undone.
      </p>
      <form
        ref={form}
        className={styles.deleteForm}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="account-delete"
      >
        <TextField
          id="account-delete-password"
          name="password"
          type="password"
          label="Your password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={fieldError}
        />
        <button type="submit" className={`sf-btn ${styles.danger}`} aria-disabled={sending}>
          {sending ? 'Deleting…' : 'Delete my account'}
        </button>
        <FormStatus tone="error">{problem}</FormStatus>
      </form>
    </section>
  );
}
