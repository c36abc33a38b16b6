import { useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { AuthReply } from '@storefront/types';
import { forgotSchema, loginSchema, signupSchema, validateForm } from '@storefront/types/forms';
import { Dialog } from '@storefront/ui';
import { FormStatus, SubmitButton, MobileField, TextField, useForm } from '@storefront/ui/forms';
import { useFormAction, useNotify, useSession, useSubmission, type ApiResult, type AuthMode } from '@storefront/shell';
import styles from './AuthDialog.module.css';

interface Props {
  open: boolean;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
}

const TABS: { mode: AuthMode; label: string }[] = [
  { mode: 'register', label: 'Register' },
  { mode: 'login', label: 'Login' },
];

const AUTH_TOAST = { autoClose: 3000 };

/** Signup and login share what happens after Submit (docs/product.md#auth-dialog). */
function useAuthSend<N extends 'signup' | 'login'>(endpoint: N, onClose: () => void) {
  const { notify } = useNotify();
  const session = useSession();
  const submission = useSubmission(endpoint);
  const settle = (result: ApiResult<AuthReply>, reset: () => void) => {
    if (result.ok) {
      session.signIn(result.data);
      notify('success', result.data.success, AUTH_TOAST);
      reset();
      onClose();
    } else if (result.kind === 'unexpected') {
      notify('warning', result.error, AUTH_TOAST);
    } else {
      console.error(`${endpoint} failed:`, result);
      notify('error', result.error, AUTH_TOAST);
    }
    return result;
  };
  return { sending: submission.state === 'sending', submission, settle };
}

/** A form of the dialog, sent by script only: a browser's own post goes to the api, which refuses it (never to the page's address). */
function AuthForm({
  kind,
  label,
  onSubmit,
  children,
}: {
  kind: 'signup' | 'login' | 'forgot';
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={useFormAction(kind)}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
    >
      {children}
    </form>
  );
}

const EMPTY_SIGNUP = { name: '', email: '', password: '', contactNo: '', cityName: '', check: false };

function RegisterForm({ onClose }: { onClose: () => void }) {
  const form = useForm(EMPTY_SIGNUP, (values) => validateForm(signupSchema, values));
  const { sending, submission, settle } = useAuthSend('signup', onClose);
  const check = form.field('check');
  return (
    <AuthForm
      kind="signup"
      label="Register"
      onSubmit={form.handleSubmit(async (data) => settle(await submission.send(data), form.reset))}
    >
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        {...form.field('password')}
      />
      <MobileField
        label="Phone number"
        inputMode="numeric"
        hint="Ten-digit mobile number, after +91"
        {...form.field('contactNo')}
      />
      <TextField label="City name" autoComplete="address-level2" {...form.field('cityName')} />
      <label className={styles.check}>
        <input
          type="checkbox"
          name={check.name}
          checked={check.value}
          onChange={(e) => check.onValueChange(e.target.checked)}
        />{' '}
        Send me newsletters and emails about offers
      </label>
      <SubmitButton sending={sending}>Create account</SubmitButton>
    </AuthForm>
  );
}

const EMPTY_LOGIN = { email: '', password: '' };

function LoginForm({ onClose, onForgot }: { onClose: () => void; onForgot: (identifier: string) => void }) {
  const form = useForm(EMPTY_LOGIN, (values) => validateForm(loginSchema, values));
  const { sending, submission, settle } = useAuthSend('login', onClose);
  return (
    <AuthForm
      kind="login"
      label="Login"
      onSubmit={form.handleSubmit(async (data) => settle(await submission.send(data), form.reset))}
    >
      <TextField label="Email or mobile number" autoComplete="username" {...form.field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
      <SubmitButton sending={sending}>Log in</SubmitButton>
      <button type="button" className={styles.linkButton} onClick={() => onForgot(form.values.email)}>
        Forgot password?
      </button>
    </AuthForm>
  );
}

/**
 * Forgot password (docs/product.md#forgot-password): the log-in identifier, then the api's one
 * answer, the same whether or not an account has it. The link comes by mail to the account's address.
 */
function ForgotForm({ identifier, onBack }: { identifier: string; onBack: () => void }) {
  const form = useForm({ email: identifier }, (values) => validateForm(forgotSchema, values));
  const { notify } = useNotify();
  const submission = useSubmission('forgot');
  const [sent, setSent] = useState<string | null>(null);
  return (
    <AuthForm
      kind="forgot"
      label="Forgot password"
      onSubmit={form.handleSubmit(async (data) => {
        const result = await submission.send(data);
        if (result.ok) setSent(result.data.success);
        else if (!('fields' in result && result.fields)) notify('error', result.error, AUTH_TOAST);
        return result;
      })}
    >
      <p className={styles.intro}>
        Enter the email address or mobile number of your account: we mail you a link to set a new password.
      </p>
      <TextField label="Email or mobile number" autoComplete="username" {...form.field('email')} />
      <SubmitButton sending={submission.state === 'sending'}>Send the link</SubmitButton>
      <FormStatus tone="success">{sent}</FormStatus>
      <button type="button" className={styles.linkButton} onClick={onBack}>
        Back to log in
      </button>
    </AuthForm>
  );
}

/** The Login tab: the log-in form, or in its place the forgot-password form; each keeps what was typed. */
function LoginPanel({ onClose }: { onClose: () => void }) {
  const [forgot, setForgot] = useState<{ identifier: string } | null>(null);
  return (
    <>
      <div hidden={forgot !== null}>
        <LoginForm onClose={onClose} onForgot={(identifier) => setForgot({ identifier })} />
      </div>
      {forgot && <ForgotForm identifier={forgot.identifier} onBack={() => setForgot(null)} />}
    </>
  );
}

export default function AuthDialog({ open, mode, onModeChange, onClose }: Props) {
  const tabRefs = useRef<Record<AuthMode, HTMLButtonElement | null>>({ register: null, login: null });
  // Keep both forms mounted so switching tabs never loses what was typed.
  const [visited] = useState(() => new Set<AuthMode>());
  visited.add(mode);

  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern describes.
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = mode === 'register' ? 'login' : 'register';
    onModeChange(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Dialog open={open} onClose={onClose} labelledBy="auth-title" className={styles.dialog}>
      <div className={styles.top}>
        <button type="button" className={`sf-round-btn ${styles.back}`} onClick={onClose} aria-label="Close">
          <span aria-hidden="true">←</span>
        </button>
        <h2 id="auth-title" className={styles.title}>
          {mode === 'register' ? 'Create your account' : 'Welcome back'}
        </h2>
      </div>
      <div role="tablist" aria-label="Account" className={styles.tabs}>
        {TABS.map((tab) => (
          <button
            key={tab.mode}
            ref={(el) => {
              tabRefs.current[tab.mode] = el;
            }}
            type="button"
            role="tab"
            id={`auth-tab-${tab.mode}`}
            aria-selected={mode === tab.mode}
            aria-controls={`auth-panel-${tab.mode}`}
            tabIndex={mode === tab.mode ? 0 : -1}
            className={styles.tab}
            onClick={() => onModeChange(tab.mode)}
            onKeyDown={onTabKey}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) =>
        visited.has(tab.mode) ? (
          <div
            key={tab.mode}
            role="tabpanel"
            id={`auth-panel-${tab.mode}`}
            aria-labelledby={`auth-tab-${tab.mode}`}
            hidden={mode !== tab.mode}
          >
            {tab.mode === 'register' ? <RegisterForm onClose={onClose} /> : <LoginPanel onClose={onClose} />}
          </div>
        ) : null,
      )}
    </Dialog>
  );
}
