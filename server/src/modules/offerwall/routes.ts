/** The offerwall console API (mfe-offerwall): apps and keys, payouts, settlement history, logs, flags. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { flagDetailsText, offerwallLabels, tenthsToWon } from '@nurly/contracts';
import {
  CreatePublisherAppRequest,
  IdParams,
  MessageBody,
  MissionLogList,
  MissionLogQuery,
  MonitoringFlagList,
  MonitoringFlagQuery,
  ExportFormatParam,
  PostbackAttemptHistory,
  PostbackAttemptList,
  PostbackAttemptQuery,
  TestPostbackResult,
  type PostbackAttempt,
  sortedPageParams,
  withTitles,
  PublisherApp,
  PublisherAppList,
  PublisherAppSecret,
  SetAppPayoutsRequest,
  SettlementHistory,
  SettlementHistoryQuery,
  UpdatePublisherAppRequest,
  VisitorLogList,
  VisitorLogQuery,
  type MissionLog,
  type MonitoringFlag,
  type SettlementDay,
  type VisitorLog,
} from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { sendExport, type ExportSpec } from '../../lib/export';
import { pagedListRoute } from '../../lib/list-route';
import { moduleRoutes } from '../../lib/route';
import * as postbackConsole from './postback-console';
import { appOrdering, attemptOrdering, flagOrdering, missionLogOrdering, visitorLogOrdering } from './repository';
import * as lists from './console-lists';
import * as service from './service';

const tags = ['offerwall'];

const AppListQuery = withTitles(Type.Object(sortedPageParams(25, 100)));

const settlementExport: ExportSpec<SettlementDay> = {
  fileName: '오퍼월정산내역',
  columns: [
    { header: '날짜', value: (d) => d.day },
    { header: '클릭', value: (d) => d.clicks },
    { header: '완료', value: (d) => d.completions },
    { header: '거절', value: (d) => d.rejections },
    { header: '지급액(원)', value: (d) => d.payout },
    { header: '정산 완료', value: (d) => (d.settled ? '예' : '아니오') },
    { header: '포스트백 완료', value: (d) => d.postbacks.delivered },
    { header: '포스트백 대기', value: (d) => d.postbacks.pending },
    { header: '포스트백 실패', value: (d) => d.postbacks.failed },
    { header: '포스트백 중단', value: (d) => d.postbacks.stopped },
  ],
};

/** By placement (group_by=sub_id or a sub_id filter): the same columns after the day's placement. */
const settlementBySubIdExport: ExportSpec<SettlementDay> = {
  fileName: '오퍼월정산내역_지면별',
  columns: [
    settlementExport.columns[0],
    { header: '매체 지면(sub_id)', value: (d) => d.sub_id ?? '' },
    ...settlementExport.columns.slice(1),
  ],
};

const missionLogExport: ExportSpec<MissionLog> = {
  fileName: '미션로그',
  columns: [
    { header: '번호', value: (m) => m.id },
    { header: '일시', value: (m) => m.created_at },
    { header: '앱', value: (m) => m.app.name },
    { header: '광고 번호', value: (m) => m.ad_id },
    { header: '키워드', value: (m) => m.keyword },
    { header: '상품', value: (m) => m.product_code },
    { header: '사용자 키', value: (m) => m.user_key },
    { header: '상태', value: (m) => offerwallLabels.completionStatus[m.status] },
    { header: '사유', value: (m) => (m.reason ? offerwallLabels.rejectReason[m.reason] : '') },
    { header: '지급액(원)', value: (m) => (m.status === 'COMPLETED' && m.payout_tenths !== null ? tenthsToWon(m.payout_tenths) : null) },
    { header: '거래 ID', value: (m) => m.transaction_id },
    { header: '클릭 후 초', value: (m) => m.seconds_after_click },
    { header: '포스트백', value: (m) => (m.postback ? offerwallLabels.postbackStatus[m.postback.status] : '') },
    { header: '포스트백 오류', value: (m) => (m.postback?.last_error ? offerwallLabels.postbackFailure[m.postback.last_error] : '') },
  ],
};

const visitorLogExport: ExportSpec<VisitorLog> = {
  fileName: '방문자로그',
  columns: [
    { header: '번호', value: (v) => v.id },
    { header: '일시', value: (v) => v.created_at },
    { header: '앱', value: (v) => v.app.name },
    { header: '광고 번호', value: (v) => v.ad_id },
    { header: '키워드', value: (v) => v.keyword },
    { header: '사용자 키', value: (v) => v.user_key },
    { header: 'IP', value: (v) => v.ip },
    { header: '광고 ID', value: (v) => v.adid },
    { header: '상태', value: (v) => offerwallLabels.clickStatus[v.status] },
  ],
};

const flagExport: ExportSpec<MonitoringFlag> = {
  fileName: '방문자모니터링',
  columns: [
    { header: '번호', value: (f) => f.id },
    { header: '날짜', value: (f) => f.day },
    { header: '앱', value: (f) => f.app.name },
    { header: '유형', value: (f) => offerwallLabels.flagKind[f.kind] },
    { header: '대상', value: (f) => f.subject },
    { header: '건수', value: (f) => f.count },
    { header: '상세', value: (f) => flagDetailsText(f.kind, f.details) },
  ],
};

const attemptExport: ExportSpec<PostbackAttempt> = {
  fileName: '포스트백전송기록',
  columns: [
    { header: '번호', value: (a) => a.id },
    { header: '시각', value: (a) => a.started_at },
    { header: '앱', value: (a) => a.app.name },
    { header: '거래 ID(webhook-id)', value: (a) => a.webhook_id },
    { header: '테스트', value: (a) => (a.test ? '예' : '아니오') },
    { header: '시도', value: (a) => a.attempt },
    { header: 'URL', value: (a) => a.url },
    { header: '결과', value: (a) => offerwallLabels.postbackAttemptResult[a.result] },
    { header: '응답 코드', value: (a) => a.status_code },
    { header: '오류', value: (a) => (a.failure ? offerwallLabels.postbackFailure[a.failure] : '') },
    { header: '소요(ms)', value: (a) => a.duration_ms },
    { header: '응답 본문(앞 512바이트)', value: (a) => a.response_body ?? '' },
    { header: '다음 재시도', value: (a) => a.next_retry_at ?? '' },
  ],
};

const PublisherAppMessage = Type.Object({ message: Type.String(), app: PublisherApp });

const MonitoringExportQuery = withTitles(Type.Object({ ...MonitoringFlagQuery.properties, format: Type.Optional(ExportFormatParam) }));

const offerwallRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: service.OfferwallDeps = {
    repo: app.offerwallRepo,
    clock: app.clock,
    config: app.config.offerwall,
    postbackTarget: app.postbackTarget,
    queuePostback: app.jobs.enabled ? async (id) => void (await app.jobs.send('offerwall.postback', { postbackId: id })) : undefined,
  };
  const access = guards.offerwall;
  const route = moduleRoutes(app, tags);

  pagedListRoute(app, '/offerwall/apps', {
    access,
    tags,
    summary: '매체 앱 목록',
    querystring: AppListQuery,
    response: PublisherAppList,
    ordering: appOrdering,
    list: async (_query, window, request) => service.listApps(deps, await request.principal(), window),
  });

  route.post(
    '/offerwall/apps',
    {
      access,
      summary: '매체 앱 등록 (키와 시크릿 발급, 시크릿은 이 응답에서만 표시)',
      body: CreatePublisherAppRequest,
      response: PublisherAppSecret,
      status: 201,
    },
    async (request) => await service.createApp(deps, await request.principal(), request.body),
  );

  route.patch(
    '/offerwall/apps/:id',
    { access, summary: '매체 앱 수정', params: IdParams, body: UpdatePublisherAppRequest, response: PublisherApp },
    async (request) => service.updateApp(deps, await request.principal(), request.params.id, request.body),
  );

  route.post(
    '/offerwall/apps/:id/rotate',
    {
      access,
      summary: '시크릿 재발급 (이전 시크릿은 유예 기간 동안 함께 유효, 기본 24시간: OFFERWALL_SECRET_GRACE_HOURS)',
      params: IdParams,
      response: PublisherAppSecret,
    },
    async (request) => service.rotateSecret(deps, await request.principal(), request.params.id),
  );

  route.post(
    '/offerwall/apps/:id/previous-secret/end',
    { access, summary: '이전 시크릿 유예 지금 종료 (이후 새 시크릿만 유효)', params: IdParams, response: PublisherAppMessage },
    async (request) => service.endPreviousSecret(deps, await request.principal(), request.params.id),
  );

  route.post(
    '/offerwall/apps/:id/test-postback',
    {
      access,
      summary: '테스트 포스트백 전송 ("test": true, webhook-id test_…; 적립 없음, 결과를 바로 반환)',
      params: IdParams,
      response: TestPostbackResult,
    },
    async (request) => postbackConsole.testPostback(deps, await request.principal(), request.params.id),
  );

  route.put(
    '/offerwall/apps/:id/payouts',
    {
      access: guards.nurlyAdmin,
      summary: '앱의 상품별 매체 단가 (NURLY_ADMIN)',
      params: IdParams,
      body: SetAppPayoutsRequest,
      response: PublisherApp,
    },
    async (request) => service.setPayouts(deps, await request.principal(), request.params.id, request.body),
  );

  route.get(
    '/offerwall/settlements',
    {
      access,
      summary: '정산 내역 (일별, 기본 최근 30일; format=csv|xlsx)',
      querystring: SettlementHistoryQuery,
      response: SettlementHistory,
    },
    async (request, reply) => {
      const history = await lists.settlementHistory(deps, await request.principal(), request.query);
      const byPlacement = request.query.group_by === 'sub_id' || request.query.sub_id !== undefined;
      if (request.query.format)
        return sendExport(
          reply,
          request.query.format,
          byPlacement ? settlementBySubIdExport : settlementExport,
          history.results,
          app.clock.seoulDay(),
        );
      return history;
    },
  );

  pagedListRoute(app, '/offerwall/mission-logs', {
    access,
    tags,
    summary: '미션 로그',
    querystring: MissionLogQuery,
    response: MissionLogList,
    ordering: missionLogOrdering,
    list: async (query, window, request) => lists.missionLogs(deps, await request.principal(), query, window),
    exportAs: missionLogExport,
  });

  pagedListRoute(app, '/offerwall/visitor-logs', {
    access,
    tags,
    summary: '방문자 로그',
    querystring: VisitorLogQuery,
    response: VisitorLogList,
    ordering: visitorLogOrdering,
    list: async (query, window, request) => lists.visitorLogs(deps, await request.principal(), query, window),
    exportAs: visitorLogExport,
  });

  pagedListRoute(app, '/offerwall/monitoring', {
    access,
    tags,
    summary: '방문자 모니터링',
    querystring: MonitoringExportQuery,
    response: MonitoringFlagList,
    ordering: flagOrdering,
    list: async (query, window, request) => lists.monitoring(deps, await request.principal(), query, window),
    exportAs: flagExport,
  });

  pagedListRoute(app, '/offerwall/postback-attempts', {
    access,
    tags,
    summary: '포스트백 전송 기록 (시도별)',
    querystring: PostbackAttemptQuery,
    response: PostbackAttemptList,
    ordering: attemptOrdering,
    list: async (query, window, request) => postbackConsole.attemptList(deps, await request.principal(), query, window),
    exportAs: attemptExport,
  });

  route.get(
    '/offerwall/postbacks/:id/attempts',
    { access, summary: '한 거래의 포스트백 전송 기록 (시도 순)', params: IdParams, response: PostbackAttemptHistory },
    async (request) => postbackConsole.attemptsOfPostback(deps, await request.principal(), request.params.id),
  );

  route.post(
    '/offerwall/postbacks/:id/resend',
    { access, summary: '실패·중단된 포스트백 재전송', params: IdParams, response: MessageBody },
    async (request) => service.resendPostback(deps, await request.principal(), request.params.id),
  );
};

export default offerwallRoutes;
