/** `/admin/b2b/setting`: the whole reseller tree for staff (MemberTree). */
import { MemberTree } from './MemberTree';

export default function B2bSettingPage() {
  return <MemberTree />;
}
