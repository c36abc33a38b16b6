import { useState, type FormEvent } from 'react';
import { useFormAction, useSession } from '@storefront/shell';
import type { Role } from '@storefront/types';
import { ASSIGNABLE_ROLES, STAFF_ENDPOINTS } from '@storefront/types/forms';
import { FormStatus } from '@storefront/ui/forms';
import { useStaffData } from '../hooks/useStaffData';
import { Failure } from './Failure';
import { ScrollTable } from './ScrollTable';
import styles from './Inbox.module.css';

const ROLE_LABELS: Record<Role, string> = { visitor: 'Visitor (no inbox)', staff: 'Staff', admin: 'Admin' };

const TEAM_COLUMNS = ['Name', 'Email', 'Role'];

/** The admin's list of staff, and the form that makes an account staff or a visitor again. */
export function TeamSection() {
  const { call } = useSession();
  const team = useStaffData('team');
  const [draft, setDraft] = useState<{ email: string; role: (typeof ASSIGNABLE_ROLES)[number] }>({
    email: '',
    role: 'staff',
  });
  const [result, setResult] = useState<{ sending: boolean; tone?: 'success' | 'error'; message?: string }>({
    sending: false,
  });

  // Sent by script only (with the admin's token): a browser's own post is refused by the api.
  const action = useFormAction(STAFF_ENDPOINTS.setRole.path);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult({ sending: true });
    const reply = await call(STAFF_ENDPOINTS.setRole.path, { body: draft, accept: STAFF_ENDPOINTS.setRole.accept });
    setResult(
      reply.ok
        ? { sending: false, tone: 'success', message: reply.data.success }
        : { sending: false, tone: 'error', message: reply.error },
    );
    if (reply.ok) {
      setDraft((d) => ({ ...d, email: '' }));
      team.reload();
    }
  };

  return (
    <section aria-labelledby="team-title">
      <h2 id="team-title">Staff</h2>
      {team.state === 'failed' ? (
        <Failure failure={team.failure} retry={team.reload} />
      ) : team.data ? (
        <ScrollTable label="Staff members" columns={TEAM_COLUMNS}>
          <tbody>
            {team.data.members.map((member) => (
              <tr key={member.email}>
                <th scope="row">{member.name}</th>
                <td>{member.email}</td>
                <td>{ROLE_LABELS[member.role]}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : (
        <p role="status">Loading…</p>
      )}
      <form
        method="post"
        action={action}
        className={styles.form}
        aria-labelledby="role-title"
        onSubmit={(event) => void submit(event)}
      >
        <h3 id="role-title">Give or take the staff role</h3>
        <p>The account must exist (signed up on the site). Admins are made on the server only.</p>
        <div className="sf-field">
          <label htmlFor="role-email">Account email</label>
          <input
            id="role-email"
            type="email"
            required
            autoComplete="off"
            value={draft.email}
            onChange={(event) => setDraft((d) => ({ ...d, email: event.target.value }))}
          />
        </div>
        <div className="sf-field">
          <label htmlFor="role-role">Role</label>
          <select
            id="role-role"
            value={draft.role}
            onChange={(event) => setDraft((d) => ({ ...d, role: event.target.value as typeof d.role }))}
          >
            {ASSIGNABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="sf-btn" disabled={result.sending}>
          {result.sending ? 'Saving…' : 'Save role'}
        </button>
        <FormStatus tone={result.tone}>{result.message}</FormStatus>
      </form>
    </section>
  );
}
