import { Failure } from '../components/Failure';
import { FollowsForm } from '../components/FollowsForm';
import { InboxFrame } from '../components/InboxFrame';
import { useStaffData } from '../hooks/useStaffData';

function Follows() {
  const follows = useStaffData('follows');
  if (follows.state === 'failed') return <Failure failure={follows.failure} retry={follows.reload} />;
  if (!follows.data) return <p role="status">Loading…</p>;
  return (
    <>
      <h1>Mail I get</h1>
      <FollowsForm follows={follows.data} />
    </>
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
