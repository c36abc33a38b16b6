import { useState } from 'react';
import { useSession } from '@storefront/shell';
import type { Role } from '@storefront/types';
import { ASSIGNABLE_ROLES, STAFF_ENDPOINTS } from '@storefront/types/forms';
import { useStaffData } from '../hooks/useStaffData';
import { Loaded } from './Loaded';
import { ScrollTable } from './ScrollTable';
import { AddressField, ChoiceField, StaffForm, type SendState } from './StaffForm';

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
  const [result, setResult] = useState<SendState>({ sending: false });

  const submit = async () => {
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
      <Loaded read={team}>
        {({ members }) => (
          <ScrollTable label="Staff members" columns={TEAM_COLUMNS}>
            <tbody>
              {members.map((member) => (
                <tr key={member.email}>
                  <th scope="row">{member.name}</th>
                  <td>{member.email}</td>
                  <td>{ROLE_LABELS[member.role]}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </Loaded>
      <StaffForm
        path={STAFF_ENDPOINTS.setRole.path}
        labelledBy="role-title"
        onSend={submit}
        state={result}
        label="Save role"
      >
        <h3 id="role-title">Give or take the staff role</h3>
        <p>The account must exist (signed up on the site). Admins are made on the server only.</p>
        <AddressField
          id="role-email"
          label="Account email"
          value={draft.email}
          onChange={(email) => setDraft((d) => ({ ...d, email }))}
        />
        <ChoiceField
          id="role-role"
          label="Role"
          value={draft.role}
          values={ASSIGNABLE_ROLES}
          labels={ROLE_LABELS}
          onChange={(role) => setDraft((d) => ({ ...d, role }))}
        />
      </StaffForm>
    </section>
  );
}
