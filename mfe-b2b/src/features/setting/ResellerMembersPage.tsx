/** A reseller's own subtree on `/users/list` (MemberTree in reseller mode). */
import { MemberTree } from './MemberTree';

export default function ResellerMembersPage() {
  return <MemberTree reseller />;
}
