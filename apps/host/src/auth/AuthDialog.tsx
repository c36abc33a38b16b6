import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Dialog } from '@storefront/ui';
import { useNotify, type AuthMode } from '@storefront/shell';
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

function RegisterForm() {
  const { notify } = useNotify();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Accounts are created by the api (a later issue); what was typed stays in the form.
    notify('info', 'Sign-up opens soon. Your details are still in the form.');
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Register">
      <div className="sf-field">
        <label htmlFor="reg-name">Name</label>
        <input id="reg-name" name="name" required autoComplete="name" maxLength={80} />
      </div>
      <div className="sf-field">
        <label htmlFor="reg-email">Email</label>
        <input id="reg-email" name="email" type="email" required autoComplete="email" maxLength={254} />
      </div>
      <div className="sf-field">
        <label htmlFor="reg-password">Password</label>
        <input id="reg-password" name="password" type="password" required autoComplete="new-password" minLength={8} />
      </div>
      <div className="sf-field">
        <label htmlFor="reg-phone">Phone number</label>
        <div className={styles.phone}>
          <span className={styles.prefix} aria-hidden="true">
            +91
          </span>
          <input
            id="reg-phone"
            name="contactNo"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            pattern="[6-9][0-9]{9}"
            maxLength={10}
            aria-describedby="reg-phone-hint"
          />
        </div>
        <small id="reg-phone-hint">Ten-digit mobile number, after +91</small>
      </div>
      <div className="sf-field">
        <label htmlFor="reg-city">City name</label>
        <input id="reg-city" name="cityName" autoComplete="address-level2" maxLength={80} />
      </div>
      <label className={styles.check}>
        <input type="checkbox" name="check" /> Send me newsletters and emails about offers
      </label>
      <button type="submit" className="sf-btn">
        Create account
      </button>
    </form>
  );
}

function LoginForm() {
  const { notify } = useNotify();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    notify('info', 'Log-in opens soon. Your details are still in the form.');
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Login">
      <div className="sf-field">
        <label htmlFor="login-id">Email or mobile number</label>
        <input id="login-id" name="email" required autoComplete="username" maxLength={254} />
      </div>
      <div className="sf-field">
        <label htmlFor="login-password">Password</label>
        <input id="login-password" name="password" type="password" required autoComplete="current-password" />
      </div>
      <button type="submit" className="sf-btn">
        Log in
      </button>
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
            {tab.mode === 'register' ? <RegisterForm /> : <LoginForm />}
          </div>
        ) : null,
      )}
    </Dialog>
  );
}
