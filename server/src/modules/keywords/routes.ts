import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddToProductResponse,
  BulkDeleteRequest,
  CheckRankRequest,
  CheckRankResponse,
  DeletedResponse,
  HistoryList,
  HistoryQuery,
  IdParams,
  KeywordIdParams,
  KeywordList,
  KeywordListQuery,
  MainKeywordResponse,
  MallList,
  MessageBody,
  MyProduct,
  ProductBulkDeleteRequest,
  ProductList,
  ProductListQuery,
  RankLookupRequest,
  RankLookupResponse,
  RefreshStatus,
  SendReportRequest,
  SendReportResponse,
} from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { pagedListRoute } from '../../lib/list-route';
import type { KeywordsConfig } from './config';
import { createMailer, type Mailer } from './mail';
import { registerKeywordProviders } from './providers';
import { keywordOrdering, productOrdering } from './repository';
import { rankProvidersFrom, type RankProviders } from './rank';
import { refreshStatus, registerDailyRefresh } from './refresh';
import * as service from './service';
import { moduleRoutes } from '../../lib/route';

export interface KeywordsPluginOptions {
  /** Defaults come from the environment (see config.ts and rank/index.ts). */
  providers?: RankProviders;
  config?: Partial<KeywordsConfig>;
  mailer?: Mailer;
}

const tags = ['keywords'];

/** Spec §7 "Keywords and products": every call acts on the caller's own rows only. */
const keywordRoutes: FastifyPluginAsyncTypebox<KeywordsPluginOptions> = async (app, options) => {
  // The module's own config section (src/config.ts), validated at start.
  const config: KeywordsConfig = { ...app.config.keywords, ...options.config };
  const providers = options.providers ?? rankProvidersFrom(config.rank);
  const ctx: service.KeywordsContext = {
    repo: app.keywordsRepo,
    providers,
    config,
    mailer: options.mailer ?? createMailer(config.smtpUrl, config.mailFrom, app.log),
    log: app.log,
    // The app's clock: tests move it to a new Asia/Seoul day.
    now: () => app.clock.now(),
  };
  const refreshCtx = { ...ctx, database: app.database };
  registerKeywordProviders(app);
  if (!config.smtpUrl && !options.mailer) app.log.info('SMTP_URL unset: rank reports are logged, not mailed');
  app.log.info({ shopping: providers.shopping.name, place: providers.place.name }, 'rank providers');

  const dailyRefresh = await registerDailyRefresh(app, refreshCtx);

  const route = moduleRoutes(app, tags);

  route.post(
    '/naver/keywords/rank',
    {
      access: guards.user,
      summary: '키워드 순위 조회 (새 키워드 또는 기존 키워드/상품 재조회)',
      body: RankLookupRequest,
      response: RankLookupResponse,
    },
    async (request) => service.lookup(ctx, await request.principal(), request.body),
  );

  pagedListRoute(app, '/naver/keywords', {
    access: guards.user,
    tags,
    summary: '내 키워드 목록',
    querystring: KeywordListQuery,
    response: KeywordList,
    ordering: keywordOrdering,
    list: async (query, window, request) => service.listKeywords(ctx, await request.principal(), query, window),
  });

  route.get(
    '/naver/keywords/refresh/status',
    { access: guards.user, summary: '일일 순위 갱신 진행 상황', response: RefreshStatus },
    async (request) => refreshStatus(ctx, (await request.principal()).id, dailyRefresh.nextRunAt()),
  );

  route.post(
    '/naver/keywords/refresh',
    { access: guards.consoleStaff, summary: '일일 순위 갱신 즉시 실행 (스태프)', response: MessageBody, status: 202 },
    async () => {
      const already = !dailyRefresh.startNow();
      return { message: already ? '순위 갱신이 이미 진행 중입니다.' : '순위 갱신을 시작했습니다.' };
    },
  );

  route.delete(
    '/naver/keywords/:id',
    { access: guards.user, summary: '키워드 삭제', params: IdParams, response: MessageBody },
    async (request) => service.deleteKeyword(ctx, await request.principal(), request.params.id),
  );

  route.post(
    '/naver/keywords/delete',
    { access: guards.user, summary: '키워드 일괄 삭제 (ids: 쉼표로 구분)', body: BulkDeleteRequest, response: DeletedResponse },
    async (request) => service.deleteKeywords(ctx, await request.principal(), request.body),
  );

  route.get(
    '/naver/keywords/:id/histories',
    {
      access: guards.user,
      summary: '순위 이력 (isKeyword=false: 상품의 모든 키워드)',
      params: IdParams,
      querystring: HistoryQuery,
      response: HistoryList,
    },
    async (request) => service.histories(ctx, await request.principal(), request.params.id, request.query),
  );

  route.post(
    '/naver/keywords/:id/add-to-product',
    {
      access: guards.user,
      summary: '내 상품으로 등록 (이미 등록된 상품의 키워드는 그 상품에 추가, 이미 추적 중이면 MID와 함께 거절)',
      params: IdParams,
      response: AddToProductResponse,
    },
    async (request) => service.addToProduct(ctx, await request.principal(), request.params.id),
  );

  route.post(
    '/naver/keywords/:id/remove-from-product',
    {
      access: guards.user,
      summary: '키워드 하나의 순위 추적 해제 (상품과 다른 키워드는 유지)',
      params: IdParams,
      response: AddToProductResponse,
    },
    async (request) => service.removeFromProduct(ctx, await request.principal(), request.params.id),
  );

  pagedListRoute(app, '/naver/products', {
    access: guards.user,
    tags,
    summary: '내 상품 목록',
    querystring: ProductListQuery,
    response: ProductList,
    ordering: productOrdering,
    list: async (query, window, request) => service.listProducts(ctx, await request.principal(), query, window),
  });

  route.get('/naver/products/malls', { access: guards.user, summary: '내 상품의 판매처', response: MallList }, async (request) =>
    service.malls(ctx, await request.principal()),
  );

  route.get(
    '/naver/products/:id',
    { access: guards.user, summary: '내 상품 상세', params: IdParams, response: MyProduct },
    async (request) => service.getProduct(ctx, await request.principal(), request.params.id),
  );

  route.delete(
    '/naver/products/:id',
    { access: guards.user, summary: '내 상품에서 삭제', params: IdParams, response: MessageBody },
    async (request) => service.deleteProduct(ctx, await request.principal(), request.params.id),
  );

  route.post(
    '/naver/products/delete',
    { access: guards.user, summary: '내 상품 일괄 삭제 (ids: 쉼표로 구분)', body: ProductBulkDeleteRequest, response: DeletedResponse },
    async (request) => service.deleteProducts(ctx, await request.principal(), request.body.ids),
  );

  route.put(
    '/naver/products/main-keyword/:keywordId',
    { access: guards.user, summary: '대표 키워드 지정', params: KeywordIdParams, response: MainKeywordResponse },
    async (request) => service.setMainKeyword(ctx, await request.principal(), request.params.keywordId),
  );

  route.post(
    '/naver/products/reports/send',
    { access: guards.user, summary: '상품 순위 리포트 메일 발송', body: SendReportRequest, response: SendReportResponse },
    async (request) => service.sendReport(ctx, await request.principal(), request.body),
  );

  route.post(
    '/naver/checkrank',
    { access: guards.user, summary: '순위 즉시 확인 (저장하지 않음, 기본 1페이지만)', body: CheckRankRequest, response: CheckRankResponse },
    async (request) => service.checkRank(ctx, await request.principal(), request.body),
  );
};

export default keywordRoutes;
