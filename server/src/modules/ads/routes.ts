/**
 * Ads API (docs/decisions/product.md#api-calls admin/ads*, admin/options, assistant/campaingns — the spec's spelling). Access:
 *  - POST   admin/ads                     user (guests and the offerwall console refused); staff may set owner/service/status
 *  - GET    admin/ads                     user: console staff all, hub staff their group's HUB ads, others their own
 *  - GET    admin/ads/{id}                user (strangers 404)
 *  - PUT    admin/ads/{id}                owner (pending edits, pause/resume/cancel) or console staff
 *  - DELETE admin/ads/{id}                owner or console staff: cancel the line
 *  - GET    admin/ads/{id}/logs|histories user (strangers 404)
 *  - GET    admin/ads/{id}/options        ?type=REPORTED_LIST: problem reports (strangers 404)
 *  - POST   admin/ads/{id}/options        ?type=SOLD_OUT|WRONG_ANSWER|NOT_FOUND|OTHER: report; ?type=RESOLVED: console staff
 *  - GET    admin/options                 console roles (§6): filters of the staff pages
 *  - GET    assistant/campaingns[/products], DELETE assistant/campaingns/{id}: user (own campaigns)
 *  - GET    assistant/campaingns/{id}[/logs]  user: the campaign's detail (per line and day, rejections) and its
 *                                         change log — its owner, console staff, the hub console of a HUB campaign's group (others 404)
 */
import { evaluateAfterCommit } from '../points';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Ad,
  AdHistoryList,
  AdHistoryQuery,
  AdList,
  AdListQuery,
  AdLogList,
  AdLogQuery,
  AdMutationResponse,
  AdOptionRequest,
  AdOptionResponse,
  AdOptions,
  AdOptionsTypeQuery,
  AdReportList,
  CampaignDetail,
  CampaignList,
  CampaignListQuery,
  CampaignProducts,
  CancelCampaignResponse,
  CreateAdRequest,
  CreateAdResponse,
  IdParams,
  OptionsQuery,
  UpdateAdRequest,
  adLabels,
  tenthsToWon,
  type AdChannel,
  type AdService,
} from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { type ExportSpec } from '../../lib/export';
import { pagedListRoute } from '../../lib/list-route';
import { variantOfHost } from '../../lib/variant';
import { adOptions, listReports, postReport } from './options';
import { getCampaignDetail, listAdHistories, listAdLogs, listCampaignLogs } from './detail';
import { adOrdering, campaignOrdering } from './repository';
import * as service from './service';
import { moduleRoutes } from '../../lib/route';

const tags = ['ads'];

/** GET admin/ads?format=csv|xlsx: the staff list as a spreadsheet. */
const adExport: ExportSpec<Ad> = {
  fileName: '광고목록',
  columns: [
    { header: '번호', value: (ad) => ad.id },
    { header: '캠페인', value: (ad) => ad.campaign_id },
    { header: '서비스', value: (ad) => adLabels.service[ad.service] },
    { header: '채널', value: (ad) => adLabels.channel[ad.channel] },
    { header: '광고주', value: (ad) => ad.owner.username },
    { header: '상호', value: (ad) => ad.owner.name },
    { header: '리워드 상품', value: (ad) => ad.product_name },
    { header: '키워드', value: (ad) => ad.keyword },
    { header: 'MID', value: (ad) => ad.mid },
    { header: '플레이스 ID', value: (ad) => ad.place_id },
    { header: '상품/플레이스명', value: (ad) => ad.store_name ?? ad.place_name },
    { header: '일 목표', value: (ad) => ad.daily_volume },
    { header: '시작일', value: (ad) => ad.start_date },
    { header: '종료일', value: (ad) => ad.end_date },
    { header: '단가(원)', value: (ad) => tenthsToWon(ad.unit_price_tenths) },
    { header: '상태', value: (ad) => adLabels.status[ad.status] },
    { header: '노출 상태', value: (ad) => adLabels.delivery[ad.delivery] },
    { header: '예치 포인트', value: (ad) => ad.hold },
    { header: '사용 포인트', value: (ad) => ad.spent },
    { header: '오늘 완료', value: (ad) => ad.today.completions },
    { header: '순위', value: (ad) => ad.rank },
    { header: '등록일시', value: (ad) => ad.created_at },
  ],
};

/** The six staff pages' menu keys (mfe-admin-ads routes) and what each lists. */
const staffPages: { key: string; service: AdService; channel: AdChannel }[] = [
  { key: 'admin-shopping', service: 'NURLY', channel: 'NAVER_SHOPPING' },
  { key: 'admin-place', service: 'NURLY', channel: 'NAVER_PLACE' },
  { key: 'admin-nr-shopping', service: 'NR', channel: 'NAVER_SHOPPING' },
  { key: 'admin-nr-place', service: 'NR', channel: 'NAVER_PLACE' },
  { key: 'admin-hub-shopping', service: 'HUB', channel: 'NAVER_SHOPPING' },
  { key: 'admin-hub-place', service: 'HUB', channel: 'NAVER_PLACE' },
];

const adRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: service.AdsDeps = { repo: app.adsRepo, clock: app.clock };

  for (const page of staffPages) {
    app.menuStatus.register(page.key, async () => {
      const { pending, openReports } = await app.adsRepo.menuCounts(page.service, page.channel);
      return { successCount: pending, successHint: '검수 대기 중인 광고', errorCount: openReports, errorHint: '처리되지 않은 문제 신고' };
    });
  }

  const route = moduleRoutes(app, tags);

  route.post(
    '/admin/ads',
    {
      access: guards.user,
      summary: '캠페인(광고) 등록: 대상 1개 + 리워드 상품별 광고 라인, 포인트 예치',
      body: CreateAdRequest,
      response: CreateAdResponse,
      status: 201,
    },
    async (request) => {
      const variant = variantOfHost(request.headers.host, app.config.variantRules);
      const principal = await request.principal();
      const created = await service.createCampaign(deps, principal, request.body, { variant });
      // The new lines' holds lower the available balance: a downward crossing alerts at once.
      await evaluateAfterCommit(app.lowBalance, created.campaign.owner.id);
      return created;
    },
  );

  pagedListRoute(app, '/admin/ads', {
    access: guards.user,
    tags,
    summary: '광고 목록',
    querystring: AdListQuery,
    response: AdList,
    ordering: adOrdering,
    list: async (query, window, request) => service.listAds(deps, await request.principal(), query, window),
    exportAs: adExport,
  });

  route.get('/admin/ads/:id', { access: guards.user, summary: '광고 상세', params: IdParams, response: Ad }, async (request) =>
    service.getAd(deps, await request.principal(), request.params.id),
  );

  route.put(
    '/admin/ads/:id',
    {
      access: guards.user,
      summary: '광고 수정 / 상태 변경 (approve, reject, pause, resume, cancel, extend, change_volume)',
      params: IdParams,
      body: UpdateAdRequest,
      response: AdMutationResponse,
    },
    async (request) => service.updateAd(deps, await request.principal(), request.params.id, request.body),
  );

  route.delete(
    '/admin/ads/:id',
    { access: guards.user, summary: '광고 취소 (시작 전: 예치 포인트 전액 반환)', params: IdParams, response: AdMutationResponse },
    async (request) => service.cancelAd(deps, await request.principal(), request.params.id),
  );

  route.get(
    '/admin/ads/:id/logs',
    { access: guards.user, summary: '광고 변경 이력', params: IdParams, querystring: AdLogQuery, response: AdLogList },
    async (request) => listAdLogs(deps, await request.principal(), request.params.id, request.query),
  );

  route.get(
    '/admin/ads/:id/histories',
    {
      access: guards.user,
      summary: '광고 일별 수행량과 키워드 순위',
      params: IdParams,
      querystring: AdHistoryQuery,
      response: AdHistoryList,
    },
    async (request) => listAdHistories(deps, await request.principal(), request.params.id, request.query),
  );

  route.get(
    '/admin/ads/:id/options',
    {
      access: guards.user,
      summary: '광고 문제 신고 목록 (type=REPORTED_LIST)',
      params: IdParams,
      querystring: AdOptionsTypeQuery,
      response: AdReportList,
    },
    async (request) => listReports(deps, await request.principal(), request.params.id, request.query.type),
  );

  route.post(
    '/admin/ads/:id/options',
    {
      access: guards.user,
      summary: '광고 문제 신고 (type=SOLD_OUT|WRONG_ANSWER|NOT_FOUND|OTHER) / 신고 처리 (type=RESOLVED, 관리자)',
      params: IdParams,
      querystring: AdOptionsTypeQuery,
      body: AdOptionRequest,
      response: AdOptionResponse,
    },
    async (request) => postReport(deps, await request.principal(), request.params.id, request.query.type, request.body),
  );

  route.get(
    '/admin/options',
    {
      access: guards.console,
      summary: '광고 콘솔 필터 옵션 (광고주, 서비스, 상태별 통계, 최대 순위, 등록 가능 고객)',
      querystring: OptionsQuery,
      response: AdOptions,
    },
    async (request) => adOptions(deps, await request.principal(), request.query),
  );

  pagedListRoute(app, '/assistant/campaingns', {
    access: guards.user,
    tags,
    summary: '내 캠페인 목록',
    querystring: CampaignListQuery,
    response: CampaignList,
    ordering: campaignOrdering,
    list: async (query, window, request) => service.listCampaigns(deps, await request.principal(), query, window),
  });

  route.get(
    '/assistant/campaingns/products',
    { access: guards.user, summary: '리워드 상품 카탈로그 (내 단가, 잔액, 예치, 사용 가능 포인트)', response: CampaignProducts },
    async (request) => service.campaignProducts(deps, await request.principal()),
  );

  route.get(
    '/assistant/campaingns/:id',
    {
      access: guards.user,
      summary: '캠페인 상세: 라인별·일별 목표, 클릭, 완료, 사유별 거절, 차감(정산 또는 예정), 키워드 순위, 최근 거절 내역',
      params: IdParams,
      response: CampaignDetail,
    },
    async (request) => getCampaignDetail(deps, await request.principal(), request.params.id),
  );

  route.get(
    '/assistant/campaingns/:id/logs',
    {
      access: guards.user,
      summary: '캠페인 변경 이력 (모든 광고 라인, 최신순)',
      params: IdParams,
      querystring: AdLogQuery,
      response: AdLogList,
    },
    async (request) => listCampaignLogs(deps, await request.principal(), request.params.id, request.query),
  );

  route.delete(
    '/assistant/campaingns/:id',
    { access: guards.user, summary: '캠페인 취소 (진행 중인 모든 광고 라인)', params: IdParams, response: CancelCampaignResponse },
    async (request) => service.cancelCampaign(deps, await request.principal(), request.params.id),
  );
};

export default adRoutes;
