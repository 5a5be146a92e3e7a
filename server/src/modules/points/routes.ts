/**
 * Points API (spec §7 B2B balance, point, reward; withdrawals). Access:
 *  - POST admin/b2b/balance/request            user (own account; needs a registered advertiser)
 *  - GET  admin/b2b/balance/requests           NURLY_ADMIN|NURLY_STAFF (the /admin/deposit desk)
 *  - POST admin/b2b/balance/request/cancel     user (owner of the request) or console staff
 *  - POST admin/b2b/balance/request/reject     NURLY_ADMIN|NURLY_STAFF
 *  - POST admin/b2b/balance                    NURLY_ADMIN|NURLY_STAFF (confirm a request / add CHARGE|FREE)
 *  - GET  admin/b2b/balance/{id}               user (own account id) or console staff
 *  - GET  point, POST point, PATCH point/{id}  own ledger page+summary (staff: any user_id) / staff manual AD_DEDUCT|REFUND / staff memo
 *  - GET  reward, POST reward/{id}, PATCH reward/{id}  free-point grants: own (staff: all) / staff grant to user {id} / staff memo
 *  - withdrawals under point/withdrawals: customer asks; staff lists, approves, rejects.
 * An optional `Idempotency-Key` header makes POSTs that book money safe to retry.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddBalanceRequest,
  BalanceHistory,
  BalanceHistoryQuery,
  BalanceHistoryRow,
  BalanceResponse,
  CancelTopUpRequest,
  IdParams,
  LedgerMemoPatch,
  MessageBody,
  PointEntryRequest,
  PointPage,
  PointQuery,
  RejectTopUpRequest,
  RewardGrantRequest,
  RewardList,
  RewardQuery,
  TopUpRequest,
  TopUpRequestList,
  TopUpRequestListQuery,
  TopUpResponse,
  WithdrawableList,
  WithdrawalCreateRequest,
  WithdrawalDecision,
  WithdrawalList,
  WithdrawalListQuery,
} from '@nurly/contracts/schemas';
import { errorResponses } from '../../lib/schemas';
import * as service from './service';
import * as withdrawals from './withdrawals';

const tags = ['points'];
const consoleStaff = { roles: ['NURLY_ADMIN' as const, 'NURLY_STAFF' as const] };
const MessageWithBalance = Type.Object({ message: Type.String(), balance: Type.Integer() });
const MessageWithId = Type.Object({ message: Type.String(), id: Type.Integer() });

function idempotencyKeyOf(headers: Record<string, unknown>): string | undefined {
  const value = headers['idempotency-key'];
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : undefined;
}

const pointRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.menuStatus.register('admin-deposit', async (db) => {
    const pending = await service.countPendingRequests({ db });
    return { successCount: 0, successHint: '', errorCount: pending, errorHint: '입금 대기 중인 충전 요청' };
  });
  app.menuStatus.register('admin-withdrawal', async (db) => {
    const pending = await withdrawals.countPendingWithdrawals(db);
    return { successCount: 0, successHint: '', errorCount: pending, errorHint: '처리 대기 중인 출금 요청' };
  });

  app.post('/admin/b2b/balance/request', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: '포인트 충전 요청 (무통장 입금, 부가세 포함)',
      body: TopUpRequest,
      response: { 201: TopUpResponse, ...errorResponses },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await service.requestTopUp(app, await request.principal(), request.body, idempotencyKeyOf(request.headers))),
  });

  app.get('/admin/b2b/balance/requests', {
    config: { access: consoleStaff },
    schema: {
      tags,
      summary: '충전 요청 목록 (입금 확인)',
      querystring: TopUpRequestListQuery,
      response: { 200: TopUpRequestList, ...errorResponses },
    },
    handler: async (request) => service.listRequests(app, request.query),
  });

  app.post('/admin/b2b/balance/request/cancel', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: '충전 요청 취소 (입금 대기 중인 요청만)',
      body: CancelTopUpRequest,
      response: { 200: MessageWithBalance, ...errorResponses },
    },
    handler: async (request) => service.cancelTopUp(app, await request.principal(), request.body.id),
  });

  app.post('/admin/b2b/balance/request/reject', {
    config: { access: consoleStaff },
    schema: { tags, summary: '충전 요청 반려', body: RejectTopUpRequest, response: { 200: MessageWithBalance, ...errorResponses } },
    handler: async (request) => service.rejectTopUp(app, await request.principal(), request.body),
  });

  app.post('/admin/b2b/balance', {
    config: { access: consoleStaff },
    schema: { tags, summary: '입금 확인 또는 포인트 지급', body: AddBalanceRequest, response: { 200: BalanceResponse, ...errorResponses } },
    handler: async (request) => service.addBalance(app, await request.principal(), request.body, idempotencyKeyOf(request.headers)),
  });

  app.get('/admin/b2b/balance/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: '포인트 내역 (간단/전체)',
      params: IdParams,
      querystring: BalanceHistoryQuery,
      response: { 200: BalanceHistory, ...errorResponses },
    },
    handler: async (request) => service.history(app, await request.principal(), request.params.id, request.query),
  });

  app.get('/point', {
    config: { access: 'user' },
    schema: { tags, summary: '포인트 요약과 내역', querystring: PointQuery, response: { 200: PointPage, ...errorResponses } },
    handler: async (request) => service.pointPage(app, await request.principal(), request.query),
  });

  app.post('/point', {
    config: { access: consoleStaff },
    schema: { tags, summary: '포인트 차감/환불 등록', body: PointEntryRequest, response: { 200: BalanceResponse, ...errorResponses } },
    handler: async (request) => service.addPointEntry(app, await request.principal(), request.body, idempotencyKeyOf(request.headers)),
  });

  app.patch('/point/:id', {
    config: { access: consoleStaff },
    schema: {
      tags,
      summary: '포인트 내역 메모 수정',
      params: IdParams,
      body: LedgerMemoPatch,
      response: { 200: BalanceHistoryRow, ...errorResponses },
    },
    handler: async (request) => service.patchMemo(app, request.params.id, request.body.memo),
  });

  app.get('/reward', {
    config: { access: 'user' },
    schema: { tags, summary: '무료(리워드) 포인트 지급 내역', querystring: RewardQuery, response: { 200: RewardList, ...errorResponses } },
    handler: async (request) => service.rewardList(app, await request.principal(), request.query),
  });

  app.post('/reward/:id', {
    config: { access: consoleStaff },
    schema: {
      tags,
      summary: '무료 포인트 지급 (id = 회원)',
      params: IdParams,
      body: RewardGrantRequest,
      response: { 200: BalanceResponse, ...errorResponses },
    },
    handler: async (request) =>
      service.grantReward(app, await request.principal(), request.params.id, request.body, idempotencyKeyOf(request.headers)),
  });

  app.patch('/reward/:id', {
    config: { access: consoleStaff },
    schema: {
      tags,
      summary: '무료 포인트 지급 메모 수정',
      params: IdParams,
      body: LedgerMemoPatch,
      response: { 200: BalanceHistoryRow, ...errorResponses },
    },
    handler: async (request) => service.patchMemo(app, request.params.id, request.body.memo, ['FREE']),
  });

  app.get('/point/withdrawals', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: '출금 요청 목록 (고객: 본인, 직원: 전체)',
      querystring: WithdrawalListQuery,
      response: { 200: WithdrawalList, ...errorResponses },
    },
    handler: async (request) => {
      const principal = await request.principal();
      return withdrawals.listWithdrawals(app, service.isConsoleStaff(principal) ? undefined : principal.id, request.query);
    },
  });

  app.get('/point/withdrawals/available', {
    config: { access: 'user' },
    schema: { tags, summary: '출금 가능한 충전 내역 (7일 이내, 미사용분)', response: { 200: WithdrawableList, ...errorResponses } },
    handler: async (request) => withdrawals.withdrawableCharges(app.db, (await request.principal()).id),
  });

  app.post('/point/withdrawals', {
    config: { access: 'user' },
    schema: { tags, summary: '출금 요청', body: WithdrawalCreateRequest, response: { 201: MessageWithId, ...errorResponses } },
    handler: async (request, reply) =>
      reply.status(201).send(await withdrawals.requestWithdrawal(app, await request.principal(), request.body)),
  });

  app.post('/point/withdrawals/:id/approve', {
    config: { access: consoleStaff },
    schema: { tags, summary: '출금 승인', params: IdParams, response: { 200: MessageWithBalance, ...errorResponses } },
    handler: async (request) => withdrawals.approveWithdrawal(app, await request.principal(), request.params.id),
  });

  app.post('/point/withdrawals/:id/reject', {
    config: { access: consoleStaff },
    schema: { tags, summary: '출금 반려', params: IdParams, body: WithdrawalDecision, response: { 200: MessageBody, ...errorResponses } },
    handler: async (request) => withdrawals.rejectWithdrawal(app, await request.principal(), request.params.id, request.body.reason),
  });
};

export default pointRoutes;
