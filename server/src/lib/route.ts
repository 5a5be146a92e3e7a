/**
 * One declaration for every JSON route of a module: `moduleRoutes(app, tags)` gives `get`, `post`,
 * `put`, `patch` and `delete`, each taking the path, the route's access, summary and schemas, and
 * the handler. The module's tags, the shared error responses and the success status are written
 * here once: `status` (default 200) is the one success code the route documents and answers with.
 * A handler may answer through `reply` itself and return the reply. `report` declares a GET report:
 * the report as JSON, or with `?format=csv|xlsx` its `results` as a download (`exportAs`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { ExportFormat } from '@nurly/contracts/schemas';
import type { Access } from '../access/principal';
import { sendExport, type ExportSpec } from './export';
import { errorResponses } from './schemas';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

export interface RouteSpec<P extends TSchema, Q extends TSchema, B extends TSchema, R extends TSchema> {
  access: Access;
  summary: string;
  /** OpenAPI: the route's longer description and its security schemes (the publisher API's signature). */
  description?: string;
  security?: Record<string, string[]>[];
  /** The route's own request limit (the auth routes). */
  rateLimit?: FastifyContextConfig['rateLimit'];
  params?: P;
  querystring?: Q;
  body?: B;
  /** The success body. */
  response: R;
  /** The success status (default 200). */
  status?: 200 | 201 | 202;
}

export type RouteRequest<P extends TSchema, Q extends TSchema, B extends TSchema> = FastifyRequest<{
  Params: Static<P>;
  Querystring: Static<Q>;
  Body: Static<B>;
}>;

export type RouteHandler<P extends TSchema, Q extends TSchema, B extends TSchema, R extends TSchema> = (
  request: RouteRequest<P, Q, B>,
  reply: FastifyReply,
) => Promise<Static<R> | FastifyReply> | Static<R>;

type Declare = <P extends TSchema, Q extends TSchema, B extends TSchema, R extends TSchema>(
  path: string,
  spec: RouteSpec<P, Q, B, R>,
  handler: RouteHandler<P, Q, B, R>,
) => void;

/** A GET report: its query, its body (with the `results` an export writes) and the export's columns. */
export interface ReportSpec<Q extends TSchema, R extends TSchema, Row> {
  access: Access;
  summary: string;
  querystring: Q;
  response: R;
  exportAs: ExportSpec<Row>;
}

type DeclareReport = <Q extends TSchema, R extends TSchema, Row>(
  path: string,
  spec: ReportSpec<Q, R, Row>,
  load: (request: RouteRequest<TSchema, Q, TSchema>) => Promise<Static<R> & { results: readonly Row[] }>,
) => void;

export type ModuleRoutes = Record<'get' | 'post' | 'put' | 'patch' | 'delete', Declare> & { report: DeclareReport };

export function moduleRoutes(app: App, tags: string[]): ModuleRoutes {
  const declare =
    (method: HTTPMethods): Declare =>
    (path, spec, handler) => {
      const { access, summary, description, security, rateLimit, params, querystring, body, response, status = 200 } = spec;
      const schema: FastifySchema = {
        tags,
        summary,
        ...(description && { description }),
        ...(security && { security }),
        ...(params && { params }),
        ...(querystring && { querystring }),
        ...(body && { body }),
        response: { [status]: response, ...errorResponses },
      };
      app.route({
        method,
        url: path,
        config: { access, ...(rateLimit && { rateLimit }) },
        schema,
        handler: async (request, reply) => {
          const result = await handler(request as unknown as Parameters<typeof handler>[0], reply);
          // A handler that answers itself (an export download) has sent its reply.
          if (result === reply) return reply;
          reply.status(status);
          return result;
        },
      });
    };
  const report: DeclareReport = (path, { exportAs, ...spec }, load) =>
    declare('GET')(path, spec, async (request, reply) => {
      const body = await load(request);
      const format = (request.query as { format?: ExportFormat }).format;
      return format ? sendExport(reply, format, exportAs, body.results, app.clock.seoulDay()) : body;
    });
  return { get: declare('GET'), post: declare('POST'), put: declare('PUT'), patch: declare('PATCH'), delete: declare('DELETE'), report };
}
