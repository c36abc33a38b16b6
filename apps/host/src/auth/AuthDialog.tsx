import { useRef, useState, type KeyboardEvent } from 'react';
import { API_PATHS } from '@storefront/types';
import { loginSchema, signupSchema, validateForm } from '@storefront/types/forms';
import { Dialog } from '@storefront/ui';
import { SubmitButton, MobileField, TextField, useForm } from '@storefront/ui/forms';
import { useNotify, useSession, useSubmission, type AuthMode } from '@storefront/shell';
import { isAuthReply } from '@storefront/shell/host';
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
function useAuthSend(onClose: () => void) {
  const { notify } = useNotify();
  const session = useSession();
  const submission = useSubmission(isAuthReply);
  const send = async (path: string, body: unknown, reset: () => void) => {
    const result = await submission.send(path, body);
    if (result.ok) {
      session.signIn(result.data);
      notify('success', result.data.success, AUTH_TOAST);
      reset();
      onClose();
    } else if (result.kind === 'unexpected') {
      notify('warning', result.error, AUTH_TOAST);
    } else {
      console.error(`${path} failed:`, result);
      notify('error', result.error, AUTH_TOAST);
    }
    return result;
  };
  return { sending: submission.state === 'sending', send };
}

const EMPTY_SIGNUP = { name: '', email: '', password: '', contactNo: '', cityName: '', check: false };

function RegisterForm({ onClose }: { onClose: () => void }) {
  const form = useForm(EMPTY_SIGNUP, (values) => validateForm(signupSchema, values));
  const { values, errors, setValue } = form;
  const { sending, send } = useAuthSend(onClose);
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((data) => send(API_PATHS.signup, data, form.reset))} aria-label="Register">
      <TextField id="reg-name" name="name" label="Name" autoComplete="name" value={values.name} error={errors.name} onValueChange={(v) => setValue('name', v)} />
      <TextField id="reg-email" name="email" label="Email" type="email" autoComplete="email" value={values.email} error={errors.email} onValueChange={(v) => setValue('email', v)} />
      <TextField
        id="reg-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        value={values.password}
        error={errors.password}
        onValueChange={(v) => setValue('password', v)}
      />
      <MobileField
        id="reg-phone"
        name="contactNo"
        label="Phone number"
        inputMode="numeric"
        hint="Ten-digit mobile number, after +91"
        value={values.contactNo}
        error={errors.contactNo}
        onValueChange={(v) => setValue('contactNo', v)}
      />
      <TextField id="reg-city" name="cityName" label="City name" autoComplete="address-level2" value={values.cityName} error={errors.cityName} onValueChange={(v) => setValue('cityName', v)} />
      <label className={styles.check}>
        <input type="checkbox" name="check" checked={values.check} onChange={(e) => setValue('check', e.target.checked)} /> Send me newsletters and
        emails about offers
      </label>
      <SubmitButton sending={sending}>Create account</SubmitButton>
    </form>
  );
}

const EMPTY_LOGIN = { email: '', password: '' };

function LoginForm({ onClose }: { onClose: () => void }) {
  const form = useForm(EMPTY_LOGIN, (values) => validateForm(loginSchema, values));
  const { values, errors, setValue } = form;
  const { sending, send } = useAuthSend(onClose);
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((data) => send(API_PATHS.login, data, form.reset))} aria-label="Login">
      <TextField id="login-id" name="email" label="Email or mobile number" autoComplete="username" value={values.email} error={errors.email} onValueChange={(v) => setValue('email', v)} />
      <TextField
        id="login-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onValueChange={(v) => setValue('password', v)}
      />
      <SubmitButton sending={sending}>Log in</SubmitButton>
    </form>
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
        <button type="button" className={styles.back} onClick={onClose} aria-label="Close">
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
            {tab.mode === 'register' ? <RegisterForm onClose={onClose} /> : <LoginForm onClose={onClose} />}
          </div>
        ) : null,
      )}
    </Dialog>
  );
}
