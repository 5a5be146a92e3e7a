import { assertSuperuser } from '../../access/policy';
import { notFound } from '../../lib/errors';
import type { Principal } from '../../types';
import type { GroupsRepository } from './repository';

export interface GroupsDeps {
  repo: GroupsRepository;
}

export const list = ({ repo }: GroupsDeps) => repo.listGroups();

/** The group selector (§6): superusers switch the hub group they act in. */
export async function switchGroup({ repo }: GroupsDeps, principal: Principal, groupId: number) {
  assertSuperuser(principal);
  if (!(await repo.groupExists(groupId))) throw notFound('그룹을 찾을 수 없습니다.');
  await repo.setUserGroup(principal.id, groupId);
  return { message: '그룹이 변경되었습니다.' };
}
