import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateCommentRequest,
  CreateQuestionRequest,
  Faq,
  FaqList,
  FaqListQuery,
  IdParams,
  MessageBody,
  Notice,
  NoticeList,
  NoticeListQuery,
  Question,
  QuestionComment,
  QuestionList,
  QuestionListQuery,
  SaveFaqRequest,
  SaveNoticeRequest,
  UpdateQuestionRequest,
} from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { type ExportSpec } from '../../lib/export';
import { pagedListRoute } from '../../lib/list-route';
import { errorResponses } from '../../lib/schemas';
import { registerCsProviders } from './providers';
import { noticeOrdering, questionOrdering } from './repository';
import * as service from './service';
import { moduleRoutes } from '../../lib/route';

const tags = ['cs'];
const statusNames = { OPEN: '진행 중', CLOSED: '종료' } as const;

/** The desk's questions export (GET cs/questions?format=csv|xlsx). */
const questionExport: ExportSpec<Question> = {
  fileName: '1대1문의',
  columns: [
    { header: '번호', value: (q) => q.id },
    { header: '분류', value: (q) => q.category },
    { header: '제목', value: (q) => q.title },
    { header: '내용', value: (q) => q.body },
    { header: '작성자', value: (q) => q.author.username },
    { header: '상태', value: (q) => statusNames[q.status] },
    { header: '답변 여부', value: (q) => (q.answered ? '답변 완료' : '답변 대기') },
    { header: '댓글 수', value: (q) => q.comment_count },
    { header: '등록일', value: (q) => q.created_at },
    { header: '수정일', value: (q) => q.updated_at },
  ],
};

// The CS desk is guards.consoleStaff (docs/decisions/access.md#roles-and-permissions /admin/*): hub and offerwall console users are is_staff too, but not the desk.
const csRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: service.CsDeps = { repo: app.csRepo };
  registerCsProviders(app);

  pagedListRoute(app, '/cs/questions', {
    access: guards.user,
    tags,
    summary: '1:1 문의 목록 (고객: 본인 문의, 고객센터: 전체)',
    querystring: QuestionListQuery,
    response: QuestionList,
    ordering: questionOrdering,
    list: async (query, window, request) => service.listQuestionsFor(deps, await request.principal(), query, window),
    exportAs: questionExport,
  });

  const route = moduleRoutes(app, tags);

  route.post(
    '/cs/questions',
    { access: guards.user, summary: '1:1 문의 등록', body: CreateQuestionRequest, response: Question, status: 201 },
    async (request) => await service.createQuestion(deps, await request.principal(), request.body),
  );

  route.patch(
    '/cs/questions/:id',
    {
      access: guards.user,
      summary: '1:1 문의 수정 (작성자: 답변 전 내용, 고객센터: 종료/재개)',
      params: IdParams,
      body: UpdateQuestionRequest,
      response: Question,
    },
    async (request) => service.updateQuestion(deps, await request.principal(), request.params.id, request.body),
  );

  route.delete(
    '/cs/questions/:id',
    { access: guards.user, summary: '1:1 문의 삭제 (작성자 또는 고객센터)', params: IdParams, response: MessageBody },
    async (request) => service.deleteQuestion(deps, await request.principal(), request.params.id),
  );

  route.post(
    '/cs/questions/comments',
    {
      access: guards.user,
      summary: '문의 댓글 (고객센터: 답변, 작성자: 추가 문의)',
      body: CreateCommentRequest,
      response: QuestionComment,
      status: 201,
    },
    async (request) => await service.createComment(deps, await request.principal(), request.body),
  );

  route.delete(
    '/cs/questions/comments/:id',
    { access: guards.user, summary: '문의 댓글 삭제 (작성자 또는 고객센터)', params: IdParams, response: MessageBody },
    async (request) => service.deleteComment(deps, await request.principal(), request.params.id),
  );

  route.get(
    '/cs/faq',
    { access: guards.public, summary: '자주 묻는 질문 목록 (순서대로)', querystring: FaqListQuery, response: FaqList },
    async (request) => service.listFaq(deps, request.query),
  );

  app.post('/cs/faq', {
    config: { access: guards.consoleStaff },
    schema: {
      tags,
      summary: 'FAQ 등록 또는 수정 (id가 있으면 수정)',
      body: SaveFaqRequest,
      response: { 200: Faq, 201: Faq, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { created, faq } = await service.saveFaq(deps, request.body);
      return reply.status(created ? 201 : 200).send(faq);
    },
  });

  route.delete(
    '/cs/faq/:id',
    { access: guards.consoleStaff, summary: 'FAQ 삭제', params: IdParams, response: MessageBody },
    async (request) => service.deleteFaq(deps, request.params.id),
  );

  pagedListRoute(app, '/cs/notice', {
    access: guards.public,
    tags,
    summary: '공지사항 목록 (고정 공지 먼저, 최신순)',
    querystring: NoticeListQuery,
    response: NoticeList,
    ordering: noticeOrdering,
    list: (query, window) => service.listNotice(deps, query, window),
  });

  route.get(
    '/cs/notice/:id',
    { access: guards.public, summary: '공지사항 상세 (조회수 증가)', params: IdParams, response: Notice },
    async (request) => service.readNotice(deps, request.params.id),
  );

  route.post(
    '/cs/notice',
    { access: guards.consoleStaff, summary: '공지사항 등록', body: SaveNoticeRequest, response: Notice, status: 201 },
    async (request) => await service.createNotice(deps, await request.principal(), request.body),
  );

  route.put(
    '/cs/notice/:id',
    { access: guards.consoleStaff, summary: '공지사항 수정', params: IdParams, body: SaveNoticeRequest, response: Notice },
    async (request) => service.updateNotice(deps, request.params.id, request.body),
  );

  route.delete(
    '/cs/notice/:id',
    { access: guards.consoleStaff, summary: '공지사항 삭제', params: IdParams, response: MessageBody },
    async (request) => service.deleteNotice(deps, request.params.id),
  );
};

export default csRoutes;
