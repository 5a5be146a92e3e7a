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
import { errorResponses } from '../../lib/schemas';
import { registerCsProviders } from './providers';
import * as service from './service';

const tags = ['cs'];
// The CS desk (spec §6 /admin/*): hub and offerwall console users are is_staff too, but not the desk.
const csStaff = { roles: ['NURLY_ADMIN' as const, 'NURLY_STAFF' as const] };

const csRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCsProviders(app);

  app.get('/cs/questions', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: '1:1 문의 목록 (고객: 본인 문의, 고객센터: 전체)',
      querystring: QuestionListQuery,
      response: { 200: QuestionList, ...errorResponses },
    },
    handler: async (request) => service.listQuestionsFor(app, await request.principal(), request.query),
  });

  app.post('/cs/questions', {
    config: { access: 'user' },
    schema: { tags, summary: '1:1 문의 등록', body: CreateQuestionRequest, response: { 201: Question, ...errorResponses } },
    handler: async (request, reply) => reply.status(201).send(await service.createQuestion(app, await request.principal(), request.body)),
  });

  app.patch('/cs/questions/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: '1:1 문의 수정 (작성자: 답변 전 내용, 고객센터: 종료/재개)',
      params: IdParams,
      body: UpdateQuestionRequest,
      response: { 200: Question, ...errorResponses },
    },
    handler: async (request) => service.updateQuestion(app, await request.principal(), request.params.id, request.body),
  });

  app.delete('/cs/questions/:id', {
    config: { access: 'user' },
    schema: { tags, summary: '1:1 문의 삭제 (작성자 또는 고객센터)', params: IdParams, response: { 200: MessageBody, ...errorResponses } },
    handler: async (request) => service.deleteQuestion(app, await request.principal(), request.params.id),
  });

  app.post('/cs/questions/comments', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: '문의 댓글 (고객센터: 답변, 작성자: 추가 문의)',
      body: CreateCommentRequest,
      response: { 201: QuestionComment, ...errorResponses },
    },
    handler: async (request, reply) => reply.status(201).send(await service.createComment(app, await request.principal(), request.body)),
  });

  app.delete('/cs/questions/comments/:id', {
    config: { access: 'user' },
    schema: { tags, summary: '문의 댓글 삭제 (작성자 또는 고객센터)', params: IdParams, response: { 200: MessageBody, ...errorResponses } },
    handler: async (request) => service.deleteComment(app, await request.principal(), request.params.id),
  });

  app.get('/cs/faq', {
    config: { access: 'public' },
    schema: { tags, summary: '자주 묻는 질문 목록 (순서대로)', querystring: FaqListQuery, response: { 200: FaqList, ...errorResponses } },
    handler: async (request) => service.listFaq(app, request.query),
  });

  app.post('/cs/faq', {
    config: { access: csStaff },
    schema: {
      tags,
      summary: 'FAQ 등록 또는 수정 (id가 있으면 수정)',
      body: SaveFaqRequest,
      response: { 200: Faq, 201: Faq, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { created, faq } = await service.saveFaq(app, request.body);
      return reply.status(created ? 201 : 200).send(faq);
    },
  });

  app.delete('/cs/faq/:id', {
    config: { access: csStaff },
    schema: { tags, summary: 'FAQ 삭제', params: IdParams, response: { 200: MessageBody, ...errorResponses } },
    handler: async (request) => service.deleteFaq(app, request.params.id),
  });

  app.get('/cs/notice', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: '공지사항 목록 (고정 공지 먼저, 최신순)',
      querystring: NoticeListQuery,
      response: { 200: NoticeList, ...errorResponses },
    },
    handler: async (request) => service.listNotice(app, request.query),
  });

  app.get('/cs/notice/:id', {
    config: { access: 'public' },
    schema: { tags, summary: '공지사항 상세 (조회수 증가)', params: IdParams, response: { 200: Notice, ...errorResponses } },
    handler: async (request) => service.readNotice(app, request.params.id),
  });

  app.post('/cs/notice', {
    config: { access: csStaff },
    schema: { tags, summary: '공지사항 등록', body: SaveNoticeRequest, response: { 201: Notice, ...errorResponses } },
    handler: async (request, reply) => reply.status(201).send(await service.createNotice(app, await request.principal(), request.body)),
  });

  app.put('/cs/notice/:id', {
    config: { access: csStaff },
    schema: { tags, summary: '공지사항 수정', params: IdParams, body: SaveNoticeRequest, response: { 200: Notice, ...errorResponses } },
    handler: async (request) => service.updateNotice(app, request.params.id, request.body),
  });

  app.delete('/cs/notice/:id', {
    config: { access: csStaff },
    schema: { tags, summary: '공지사항 삭제', params: IdParams, response: { 200: MessageBody, ...errorResponses } },
    handler: async (request) => service.deleteNotice(app, request.params.id),
  });
};

export default csRoutes;
