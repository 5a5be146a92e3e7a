/**
 * Points API (docs/decisions/product.md#api-calls B2B balance, point, reward; withdrawals). Access:
 *  - POST admin/b2b/balance/request            user (own account; needs a registered advertiser)
 *  - GET  point/deposit-account                user: where to transfer a top-up (config DEPOSIT_*; demo account outside production)
 *  - GET  admin/b2b/balance/requests           NURLY_ADMIN|NURLY_STAFF (the /admin/deposit desk)
 *  - POST admin/b2b/balance/request/cancel     user (owner of the request) or console staff
 *  - POST admin/b2b/balance/request/reject     NURLY_ADMIN|NURLY_STAFF
 *  - POST admin/b2b/balance                    NURLY_ADMIN|NURLY_STAFF (confirm a request / add CHARGE|FREE);
 *                                              a tier 2–3 reseller: TRANSFER to / RECALL from a descendant (transfers.ts); others 403
 *  - GET  admin/b2b/balance/{id}               user: its own account, or an account within its B2B scope (staff all, a reseller its subtree; access/scope.ts)
 *  - GET  point, POST point, PATCH point/{id}  own ledger page+summary (staff: any user_id) / staff manual AD_DEDUCT|REFUND / staff memo
 *  - GET  reward, POST reward/{id}, PATCH reward/{id}  free-point grants: own (staff: all) / staff grant to user {id} / staff memo
 *  - withdrawals under point/withdrawals: customer asks; staff lists, approves, rejects.
 * An optional `Idempotency-Key` header makes POSTs that book money safe to retry.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { evaluateAfterCommit } from './low-balance';
import {
  AddBalanceRequest,
  BalanceHistory,
  BalanceHistoryQuery,
  BalanceHistoryRow,
  BalanceResponse,
  CancelTopUpRequest,
  DepositAccountResponse,
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
import { guards, isConsoleStaff, ownerFilter } from '../../access/policy';
import { type ExportSpec } from '../../lib/export';
import { pagedListRoute } from '../../lib/list-route';
import type { LedgerRow } from './ledger';
import { ledgerOrdering, requestOrdering, rewardOrdering, withdrawalOrdering } from './repository';
import * as service from './service';
import { transfer } from './transfers';
import * as withdrawals from './withdrawals';
import { countPendingPayouts } from '../b2b';
import { moduleRoutes } from '../../lib/route';

const tags = ['points'];
const MessageWithBalance = Type.Object({ message: Type.String(), balance: Type.Integer() });
const MessageWithId = Type.Object({ message: Type.String(), id: Type.Integer() });

function idempotencyKeyOf(headers: Record<string, unknown>): string | undefined {
  const value = headers['idempotency-key'];
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : undefined;
}

const statusNames: Record<string, string> = {
  PENDING: '대기',
  CONFIRMED: '입금 확인',
  CANCELLED: '취소',
  REJECTED: '반려',
  APPROVED: '승인',
};

/** GET point?format=csv|xlsx: one account's ledger. */
const ledgerExport: ExportSpec<LedgerRow> = {
  fileName: '포인트내역',
  columns: [
    { header: '번호', value: (row) => row.id },
    { header: '일시', value: (row) => row.createdAt },
    { header: '구분', value: (row) => row.actionName },
    { header: '포인트', value: (row) => Number(row.action === 'B2B_REQUEST' ? (row.requestedAmount ?? 0) : row.amount) },
    { header: '잔액', value: (row) => Number(row.balanceAfter) },
    { header: '상태', value: (row) => (row.status ? (statusNames[row.status] ?? row.status) : null) },
    { header: '입금자명', value: (row) => row.evidence?.deposit_name },
    { header: '상대 계정', value: (row) => row.counterpartyId },
    { header: '메모', value: (row) => row.memo },
  ],
};

/** The deposit desk's export (GET admin/b2b/balance/requests?format=…). */
const requestExport: ExportSpec<ReturnType<typeof service.toRequestItem>> = {
  fileName: '충전요청목록',
  columns: [
    { header: '번호', value: (r) => r.id },
    { header: '요청일시', value: (r) => r.created_at },
    { header: '아이디', value: (r) => r.username },
    { header: '거래처', value: (r) => r.advertiser_name },
    { header: '충전 금액', value: (r) => r.amount },
    { header: '입금자명', value: (r) => r.evidence?.deposit_name },
    { header: '세금계산서 이메일', value: (r) => r.evidence?.email },
    { header: '상태', value: (r) => statusNames[r.status] ?? r.status },
    { header: '처리일시', value: (r) => r.resolved_at },
    { header: '반려 사유', value: (r) => r.reject_reason },
  ],
};

/** The withdrawal desk's export (GET point/withdrawals?format=…). */
const withdrawalExport: ExportSpec<ReturnType<typeof withdrawals.toWithdrawalItem>> = {
  fileName: '출금요청목록',
  columns: [
    { header: '번호', value: (w) => w.id },
    { header: '요청일시', value: (w) => w.created_at },
    { header: '아이디', value: (w) => w.username },
    { header: '충전일시', value: (w) => w.charged_at },
    { header: '충전 금액', value: (w) => w.charge_amount },
    { header: '출금 금액', value: (w) => w.amount },
    { header: '은행', value: (w) => w.bank_name },
    { header: '계좌번호', value: (w) => w.account_number },
    { header: '예금주', value: (w) => w.account_holder },
    { header: '사유', value: (w) => w.reason },
    { header: '상태', value: (w) => statusNames[w.status] ?? w.status },
    { header: '처리일시', value: (w) => w.resolved_at },
    { header: '반려 사유', value: (w) => w.reject_reason },
  ],
};

const pointRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: service.PointsDeps = { repo: app.pointsRepo, clock: app.clock };

  // The deposit desk: pending top-up requests (error) and advertisers with an active low-balance alert.
  app.menuStatus.register('admin-deposit', async () => {
    const [pending, low] = await Promise.all([app.pointsRepo.countPendingRequests(), app.pointsRepo.countActiveAlerts()]);
    return {
      successCount: low,
      successHint: low ? '잔액 부족 알림 중인 광고주' : '',
      errorCount: pending,
      errorHint: '입금 대기 중인 충전 요청',
    };
  });
  app.menuStatus.register('admin-withdrawal', async (db) => {
    // The desk pays the resellers' margin payouts too (b2b/payouts.ts): both wait here.
    const [pending, payouts] = await Promise.all([app.pointsRepo.countPendingWithdrawals(), countPendingPayouts(db)]);
    return { successCount: 0, successHint: '', errorCount: pending + payouts, errorHint: '처리 대기 중인 출금·마진 지급 요청' };
  });

  const route = moduleRoutes(app, tags);

  route.get('/point/deposit-account', { access: guards.user, summary: '충전 입금 계좌', response: DepositAccountResponse }, async () => {
    const account = app.config.points.depositAccount;
    return { account: account && { bank: account.bank, account_number: account.number, holder: account.holder, is_demo: account.demo } };
  });

  route.post(
    '/admin/b2b/balance/request',
    {
      access: guards.user,
      summary: '포인트 충전 요청 (무통장 입금, 부가세 포함)',
      body: TopUpRequest,
      response: TopUpResponse,
      status: 201,
    },
    async (request) => await service.requestTopUp(deps, await request.principal(), request.body, idempotencyKeyOf(request.headers)),
  );

  pagedListRoute(app, '/admin/b2b/balance/requests', {
    access: guards.consoleStaff,
    tags,
    summary: '충전 요청 목록 (입금 확인)',
    querystring: TopUpRequestListQuery,
    response: TopUpRequestList,
    ordering: requestOrdering,
    list: (query, window) => service.listRequests(deps, query, window),
    exportAs: requestExport,
  });

  route.post(
    '/admin/b2b/balance/request/cancel',
    { access: guards.user, summary: '충전 요청 취소 (입금 대기 중인 요청만)', body: CancelTopUpRequest, response: MessageWithBalance },
    async (request) => service.cancelTopUp(deps, await request.principal(), request.body.id),
  );

  route.post(
    '/admin/b2b/balance/request/reject',
    { access: guards.consoleStaff, summary: '충전 요청 반려', body: RejectTopUpRequest, response: MessageWithBalance },
    async (request) => service.rejectTopUp(deps, await request.principal(), request.body),
  );

  route.post(
    '/admin/b2b/balance',
    {
      access: guards.user,
      summary: '입금 확인 또는 포인트 지급 (직원), 하위 계정 충전·회수 (총판·대행사: action TRANSFER|RECALL)',
      body: AddBalanceRequest,
      response: BalanceResponse,
    },
    async (request) => {
      const principal = await request.principal();
      if (!isConsoleStaff(principal)) {
        const context = { requestId: request.id, idempotencyKey: idempotencyKeyOf(request.headers) };
        const { watch, ...result } = await transfer(deps, principal, request.body, context);
        // The descendant's available moved: a transfer is its top-up (re-arms), a recall may make it
        // low — decided when it has a running line or an active alert (nothing to decide otherwise).
        if (watch) await evaluateAfterCommit(app.lowBalance, result.user_id, request.body.action !== 'RECALL');
        return result;
      }
      const result = await service.addBalance(deps, principal, request.body, idempotencyKeyOf(request.headers));
      // A top-up may lift available above the scheduled need: that clears (re-arms) a low-balance alert.
      await evaluateAfterCommit(app.lowBalance, result.user_id, true);
      return result;
    },
  );

  route.get(
    '/admin/b2b/balance/:id',
    {
      access: guards.user,
      summary: '포인트 내역 (간단/전체)',
      params: IdParams,
      querystring: BalanceHistoryQuery,
      response: BalanceHistory,
    },
    async (request) => service.history(deps, await request.principal(), request.params.id, request.query),
  );

  pagedListRoute(app, '/point', {
    access: guards.user,
    tags,
    summary: '포인트 요약과 내역',
    querystring: PointQuery,
    response: PointPage,
    ordering: ledgerOrdering,
    list: async (query, window, request) => service.pointPage(deps, await request.principal(), query, window),
    exportAs: ledgerExport,
    exportRows: async (query, window, request) => service.pointRows(deps, await request.principal(), query, window),
  });

  route.post(
    '/point',
    { access: guards.consoleStaff, summary: '포인트 차감/환불 등록', body: PointEntryRequest, response: BalanceResponse },
    async (request) => service.addPointEntry(deps, await request.principal(), request.body, idempotencyKeyOf(request.headers)),
  );

  route.patch(
    '/point/:id',
    { access: guards.consoleStaff, summary: '포인트 내역 메모 수정', params: IdParams, body: LedgerMemoPatch, response: BalanceHistoryRow },
    async (request) => service.patchMemo(deps, request.params.id, request.body.memo),
  );

  pagedListRoute(app, '/reward', {
    access: guards.user,
    tags,
    summary: '무료(리워드) 포인트 지급 내역',
    querystring: RewardQuery,
    response: RewardList,
    ordering: rewardOrdering,
    list: async (query, window, request) => service.rewardList(deps, await request.principal(), query, window),
  });

  route.post(
    '/reward/:id',
    {
      access: guards.consoleStaff,
      summary: '무료 포인트 지급 (id = 회원)',
      params: IdParams,
      body: RewardGrantRequest,
      response: BalanceResponse,
    },
    async (request) =>
      service.grantReward(deps, await request.principal(), request.params.id, request.body, idempotencyKeyOf(request.headers)),
  );

  route.patch(
    '/reward/:id',
    {
      access: guards.consoleStaff,
      summary: '무료 포인트 지급 메모 수정',
      params: IdParams,
      body: LedgerMemoPatch,
      response: BalanceHistoryRow,
    },
    async (request) => service.patchMemo(deps, request.params.id, request.body.memo, ['FREE']),
  );

  pagedListRoute(app, '/point/withdrawals', {
    access: guards.user,
    tags,
    summary: '출금 요청 목록 (고객: 본인, 직원: 전체)',
    querystring: WithdrawalListQuery,
    response: WithdrawalList,
    ordering: withdrawalOrdering,
    list: async (query, window, request) =>
      withdrawals.listWithdrawals(deps, { accountId: ownerFilter(await request.principal()), status: query.status }, window),
    exportAs: withdrawalExport,
  });

  route.get(
    '/point/withdrawals/available',
    { access: guards.user, summary: '출금 가능한 충전 내역 (7일 이내, 미사용분)', response: WithdrawableList },
    async (request) => withdrawals.withdrawableCharges(app.pointsRepo, (await request.principal()).id, app.clock.now()),
  );

  route.post(
    '/point/withdrawals',
    { access: guards.user, summary: '출금 요청', body: WithdrawalCreateRequest, response: MessageWithId, status: 201 },
    async (request) => await withdrawals.requestWithdrawal(deps, await request.principal(), request.body),
  );

  route.post(
    '/point/withdrawals/:id/approve',
    { access: guards.consoleStaff, summary: '출금 승인', params: IdParams, response: MessageWithBalance },
    async (request) => withdrawals.approveWithdrawal(deps, await request.principal(), request.params.id),
  );

  route.post(
    '/point/withdrawals/:id/reject',
    { access: guards.consoleStaff, summary: '출금 반려', params: IdParams, body: WithdrawalDecision, response: MessageBody },
    async (request) => withdrawals.rejectWithdrawal(deps, await request.principal(), request.params.id, request.body.reason),
  );
};

export default pointRoutes;
