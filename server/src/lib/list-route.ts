/**
 * One declaration for every paged list route: GET `path` with the list's query schema, its access,
 * one page in the requested ordering (`pageWindow`, the default page size being the query schema's
 * `page_size` default) and, with `exportAs`, `?format=csv|xlsx` answering every matching row as a
 * download (`exportWindow`, `sendExport`). The summary names the orderable fields and the export.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { Static, TObject, TSchema } from 'typebox';
import type { ExportFormat } from '@nurly/contracts/schemas';
import type { Access } from '../access/principal';
import { sendExport, type ExportSpec } from './export';
import { exportWindow, pageWindow, type Ordering, type PageWindow } from './paginate';
import { errorResponses } from './schemas';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

export interface PagedListRoute<Q extends TObject, R extends TSchema, Row> {
  access: Access;
  tags: string[];
  summary: string;
  querystring: Q;
  response: R;
  ordering: Ordering;
  /** One page (or, for an export, every row in `window`) of the list. */
  list: (query: Static<Q>, window: PageWindow, request: FastifyRequest) => Promise<Static<R>>;
  /** `?format=csv|xlsx` exports these columns of the list's `results`. */
  exportAs?: ExportSpec<Row>;
  /** The exported rows when they are not the list's `results`. */
  exportRows?: (query: Static<Q>, window: PageWindow, request: FastifyRequest) => Promise<readonly Row[]>;
}

/** The query schema's `page_size` default: the page size of a request that names none. */
function defaultPageSizeOf(querystring: TObject, path: string): number {
  const pageSize = querystring.properties.page_size as { default?: unknown } | undefined;
  if (typeof pageSize?.default !== 'number') throw new Error(`List route ${path}: its query schema has no page_size default`);
  return pageSize.default;
}

function summaryOf(route: PagedListRoute<TObject, TSchema, unknown>): string {
  const notes = [
    ...('ordering' in route.querystring.properties ? [`ordering: ${route.ordering.fields.join(', ')}`] : []),
    ...(route.exportAs ? ['format=csv|xlsx: 전체 내보내기'] : []),
  ];
  return notes.length ? `${route.summary} (${notes.join('; ')})` : route.summary;
}

export function pagedListRoute<Q extends TObject, R extends TSchema, Row>(app: App, path: string, route: PagedListRoute<Q, R, Row>): void {
  const defaultPageSize = defaultPageSizeOf(route.querystring, path);
  const { exportAs, ordering } = route;
  // Typed by the caller's `list` (the query and the response); the route itself sees plain schemas.
  const schema: FastifySchema = {
    tags: route.tags,
    summary: summaryOf(route as unknown as PagedListRoute<TObject, TSchema, unknown>),
    querystring: route.querystring,
    response: { 200: route.response, ...errorResponses },
  };
  app.get(path, {
    config: { access: route.access },
    schema,
    handler: async (request, reply) => {
      const query = request.query as Static<Q>;
      const format = (query as { format?: ExportFormat }).format;
      if (exportAs && format) {
        const window = exportWindow(query, { ordering });
        const rows = route.exportRows
          ? await route.exportRows(query, window, request)
          : ((await route.list(query, window, request)) as { results: readonly Row[] }).results;
        return sendExport(reply, format, exportAs, rows, app.clock.seoulDay());
      }
      return route.list(query, pageWindow(query, { defaultPageSize, ordering }), request);
    },
  });
}
