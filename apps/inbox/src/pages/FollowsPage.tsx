import { FollowsForm } from '../components/FollowsForm';
import { InboxFrame } from '../components/InboxFrame';
import { Loaded } from '../components/Loaded';
import { useStaffData } from '../hooks/useStaffData';

function Follows() {
  return (
    <Loaded read={useStaffData('follows')}>
      {(follows) => (
        <>
          <h1>Mail I get</h1>
          <FollowsForm follows={follows} />
        </>
      )}
    </Loaded>
  );
}

/** /inbox/mail (staff and admin): which arrivals the signed-in staff member is mailed about. */
export function FollowsPage() {
  return (
    <InboxFrame title="Mail I get">
      <Follows />
    </InboxFrame>
  );
}
