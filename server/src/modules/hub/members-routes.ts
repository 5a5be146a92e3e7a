/**
 * Hub /members routes (docs/decisions/access.md#roles-and-permissions "/members": NURLY_ADMIN, HUB_ADMIN, `guards.hubMembers`;
 * a hub member or client gets 403). Every route takes the group from the caller (a hub admin: its own,
 * naming another is 403; NURLY_ADMIN: `group_id`, else its selected group); another group's member is 404.
 *   GET, POST hub/members · PUT hub/members/:id (name, mobile, memo, role, active) ·
 *   POST hub/members/:id/password (a temporary password, answered once) ·
 *   GET, PUT hub/members/prices (what the hub's clients pay; never below the hub's own price)
 * Decisions: members-service.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateHubMemberRequest,
  HubGroupBody,
  HubMemberList,
  HubMemberQuery,
  HubMemberSaved,
  HubPasswordReset,
  HubPrices,
  HubPricesQuery,
  HubPricesSaved,
  IdParams,
  SetHubPricesRequest,
  UpdateHubMemberRequest,
  hubMemberMessages,
} from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { pagedListRoute } from '../../lib/list-route';
import { hubMemberOrdering } from './repository';
import * as service from './members-service';
import { moduleRoutes } from '../../lib/route';

const tags = ['hub'];
const access = guards.hubMembers;

export const hubMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: service.HubMembersDeps = {
    repo: app.hubRepo,
    b2b: { repo: app.b2bRepo, config: app.config.auth, clock: app.clock },
    config: app.config.auth,
  };

  pagedListRoute(app, '/hub/members', {
    access,
    tags,
    summary: '허브 하위 계정 목록 (role, status, search)',
    querystring: HubMemberQuery,
    response: HubMemberList,
    ordering: hubMemberOrdering,
    list: async (query, window, request) => service.listMembers(deps, await request.principal(), query, window),
  });

  const route = moduleRoutes(app, tags);

  route.post(
    '/hub/members',
    {
      access,
      summary: '허브 하위 계정 생성 (HUB_MEMBER, HUB_CLIENT)',
      body: CreateHubMemberRequest,
      response: HubMemberSaved,
      status: 201,
    },
    async (request) => ({
      message: hubMemberMessages.created,
      member: await service.createMember(deps, await request.principal(), request.body, request.id),
    }),
  );

  route.get(
    '/hub/members/prices',
    { access, summary: '허브 단가와 고객 단가 (상품별)', querystring: HubPricesQuery, response: HubPrices },
    async (request) => service.getHubPrices(deps, await request.principal(), request.query.group_id),
  );

  route.put(
    '/hub/members/prices',
    { access, summary: '고객 단가 설정 (null: 설정 삭제, 허브 단가 미만 거절)', body: SetHubPricesRequest, response: HubPricesSaved },
    async (request) => ({
      message: hubMemberMessages.pricesSaved,
      prices: await service.setHubPrices(deps, await request.principal(), request.body),
    }),
  );

  route.put(
    '/hub/members/:id',
    {
      access,
      summary: '허브 하위 계정 수정 (이름, 휴대폰, 메모, 권한, 활성; 비활성화는 세션 종료)',
      params: IdParams,
      body: UpdateHubMemberRequest,
      response: HubMemberSaved,
    },
    async (request) => {
      const member = await service.updateMember(deps, await request.principal(), request.params.id, request.body, request.id);
      const message =
        request.body.active === false
          ? hubMemberMessages.deactivated
          : request.body.active === true
            ? hubMemberMessages.reactivated
            : hubMemberMessages.updated;
      return { message, member };
    },
  );

  route.post(
    '/hub/members/:id/password',
    { access, summary: '임시 비밀번호 발급 (한 번만 표시, 세션 종료)', params: IdParams, body: HubGroupBody, response: HubPasswordReset },
    async (request) => {
      const { member, temporaryPassword } = await service.resetPassword(
        deps,
        await request.principal(),
        request.params.id,
        request.body?.group_id,
      );
      return { message: hubMemberMessages.passwordReset, member, temporary_password: temporaryPassword };
    },
  );
};
