import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIELD_TITLES } from '@nurly/contracts/schemas';
import { AppError, messages } from '../lib/errors';
import { nonNullBranches, schemaAt, titleOf, type SchemaNode } from '../lib/schema-walk';

/**
 * Korean names of request fields (the contract's FIELD_TITLES), for a field whose schema has no
 * `title` of its own; a validation message names the field by its schema's title first.
 */
const fieldLabels: Record<string, string> = FIELD_TITLES;

/** Fields with a written format: any type or pattern failure on them asks for that format. */
const fieldFormats: Record<string, string> = {
  month: 'YYYY-MM',
  paid_on: 'YYYY-MM-DD',
};

/** The Korean name of a request field (the raw name when it has none). */
export function labelOf(field: string | undefined): string {
  return field ? (fieldLabels[field] ?? field) : '입력값';
}

/**
 * Database errors a request can still provoke after validation (a value the column cannot hold, a
 * row other rows point at): a client error with a Korean reason, never a 500. Keyed by SQLSTATE.
 */
const databaseErrors: Record<string, { status: number; code: string; message: string }> = {
  // untranslatable_character, character_not_in_repertoire (NUL, lone surrogates)
  '22P05': { status: 400, code: 'INVALID_CHARACTER', message: '입력값에 사용할 수 없는 문자가 포함되어 있습니다.' },
  '22021': { status: 400, code: 'INVALID_CHARACTER', message: '입력값에 사용할 수 없는 문자가 포함되어 있습니다.' },
  // numeric_value_out_of_range, invalid_text_representation, string_data_right_truncation
  '22003': { status: 400, code: 'OUT_OF_RANGE', message: '입력값이 허용 범위를 벗어났습니다.' },
  '22P02': { status: 400, code: 'VALIDATION', message: '입력값의 형식이 올바르지 않습니다.' },
  '22001': { status: 400, code: 'VALIDATION', message: '입력값이 너무 깁니다.' },
  '22007': { status: 400, code: 'VALIDATION', message: '날짜 형식이 올바르지 않습니다.' },
  '22008': { status: 400, code: 'VALIDATION', message: '날짜가 허용 범위를 벗어났습니다.' },
  // not_null_violation, check_violation
  '23502': { status: 400, code: 'VALIDATION', message: '필수 입력값이 누락되었습니다.' },
  '23514': { status: 400, code: 'VALIDATION', message: '입력값이 허용 범위를 벗어났습니다.' },
  // unique_violation
  '23505': { status: 409, code: 'DUPLICATE', message: '이미 등록된 정보입니다.' },
  // serialization_failure, deadlock_detected: the other request won; the client may retry
  '40001': { status: 409, code: 'CONFLICT_RETRY', message: '다른 요청과 충돌했습니다. 잠시 후 다시 시도해주세요.' },
  '40P01': { status: 409, code: 'CONFLICT_RETRY', message: '다른 요청과 충돌했습니다. 잠시 후 다시 시도해주세요.' },
};

/** Korean names of the tables whose rows keep another row from being deleted. */
const recordNames: Record<string, string> = {
  point_transactions: '포인트 내역',
  withdrawal_requests: '출금 신청 내역',
  advertisers: '거래처 정보',
};

/**
 * foreign_key_violation / restrict_violation: deleting a row others still point at (a member with
 * ledger history), or pointing at a row that is gone (a deleted account's token).
 */
function referenceError(database: { code: string; detail: string; table: string }): { status: number; code: string; message: string } {
  const inUse = database.code === '23001' || /still referenced|is referenced/i.test(database.detail);
  if (!inUse) return { status: 409, code: 'REFERENCE_MISSING', message: '연결된 정보를 찾을 수 없습니다. 새로고침 후 다시 시도해주세요.' };
  const referencing = /from table "([^"]+)"/.exec(database.detail)?.[1] ?? database.table;
  const what = recordNames[referencing] ?? '관련된 기록';
  return { status: 409, code: 'IN_USE', message: `${josa(what, '이', '가')} 있어 삭제할 수 없습니다. 삭제 대신 비활성화를 이용해주세요.` };
}

/** The PostgreSQL error inside a driver or drizzle wrapper (node-postgres and PGlite both carry `code`). */
function databaseErrorOf(error: unknown): { code: string; detail: string; table: string } | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, detail, table } = current as { code?: unknown; detail?: unknown; table?: unknown };
    if (typeof code === 'string' && /^[0-9][0-9A-Z]{4}$/.test(code)) {
      return { code, detail: typeof detail === 'string' ? detail : '', table: typeof table === 'string' ? table : '' };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Errors Fastify raises before any route (a URL that does not decode, e.g. a lone surrogate as
 * %ED%A0%80): the `frameworkErrors` option of every Fastify instance that runs the app.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({ message: '요청 주소가 올바르지 않습니다.', code: error.code ?? 'BAD_URL' });
}

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldOf(issue: AjvIssue): string | undefined {
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') return issue.params.missingProperty;
  if (issue.keyword === 'additionalProperties' && typeof issue.params.additionalProperty === 'string')
    return issue.params.additionalProperty;
  const parts = issue.instancePath.split('/').filter((part) => part && !/^\d+$/.test(part));
  return parts.at(-1);
}

/** The schema of the request property a validation issue is about (the route's body, query string or params). */
function propertyOf(request: FastifyRequest, error: FastifyError, issue: AjvIssue): SchemaNode | undefined {
  const part = (error as FastifyError & { validationContext?: string }).validationContext;
  const schema = request.routeOptions.schema as Record<string, SchemaNode | undefined> | undefined;
  if (!part || !schema) return undefined;
  const missing =
    issue.keyword === 'required' && typeof issue.params.missingProperty === 'string' ? issue.params.missingProperty : undefined;
  const item = /\/\d+$/.test(issue.instancePath) && !missing ? issue.instancePath.replace(/\/\d+$/, '') : issue.instancePath;
  return schemaAt(schema[part], item, missing);
}

/** Korean particle after a word: 받침 → first form (을/은/이), otherwise the second (를/는/가). */
export function josa(word: string, withBatchim: string, without: string): string {
  const last = word.charCodeAt(word.length - 1);
  if (last < 0xac00 || last > 0xd7a3) return `${word}${withBatchim}(${without})`;
  return word + ((last - 0xac00) % 28 !== 0 ? withBatchim : without);
}

/** `1~100,000` when the (non-null) number schema has both a minimum and a maximum. */
function rangeOf(property: SchemaNode): string | null {
  const number = nonNullBranches(property).find((branch) => branch.type === 'integer' || branch.type === 'number');
  if (typeof number?.minimum !== 'number' || typeof number.maximum !== 'number') return null;
  return `${number.minimum.toLocaleString('en-US')}~${number.maximum.toLocaleString('en-US')}`;
}

/**
 * One Korean sentence naming the field by `property`'s title (else the field's label); the
 * password length rule keeps its spec wording. A number out of a range with both ends gives the
 * range; a value outside a set of literals asks to choose one.
 */
export function validationMessage(issue: AjvIssue, field: string | undefined, property?: SchemaNode): string {
  const label = titleOf(property) ?? labelOf(field);
  if (/password$/i.test(field ?? '') && issue.keyword === 'minLength') return messages.passwordTooShort;
  const format = field ? fieldFormats[field] : undefined;
  if (format && ['type', 'pattern', 'minLength', 'maxLength'].includes(issue.keyword))
    return `${josa(label, '은', '는')} ${format} 형식으로 입력해주세요.`;
  // An item of a list (`/answers/1`): a null, empty or blank item names its position.
  const item = /\/(\d+)$/.exec(issue.instancePath);
  if (item && ['type', 'minLength', 'pattern'].includes(issue.keyword)) {
    return `${label}의 ${Number(item[1]) + 1}번째 항목이 비어 있거나 올바르지 않습니다.`;
  }
  switch (issue.keyword) {
    case 'required':
      return `${josa(label, '을', '를')} 입력해주세요.`;
    case 'minLength':
      return `${josa(label, '은', '는')} 최소 ${String(issue.params.limit)}자 이상 입력해주세요.`;
    case 'maxLength':
      return `${josa(label, '은', '는')} 최대 ${String(issue.params.limit)}자까지 입력할 수 있습니다.`;
    case 'minimum':
    case 'maximum': {
      const range = property && rangeOf(property);
      return range ? `${josa(label, '은', '는')} ${range} 사이로 입력해주세요.` : `${label}의 값이 허용 범위를 벗어났습니다.`;
    }
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${label}의 값이 허용 범위를 벗어났습니다.`;
    case 'const':
    case 'enum':
      return property && nonNullBranches(property).every((branch) => branch.const !== undefined || Array.isArray(branch.enum))
        ? `${josa(label, '을', '를')} 선택해주세요.`
        : `${label}의 형식이 올바르지 않습니다.`;
    case 'minItems':
      return `${josa(label, '을', '를')} 하나 이상 입력해주세요.`;
    case 'additionalProperties':
      return `허용되지 않는 항목입니다: ${label}`;
    default:
      return `${label}의 형식이 올바르지 않습니다.`;
  }
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.statusCode).send({ message: error.message, code: error.code, field: error.field });
      }
      const fastifyError = error as FastifyError;
      if (fastifyError.validation && fastifyError.validation.length > 0) {
        const issue = fastifyError.validation[0] as unknown as AjvIssue;
        const field = fieldOf(issue);
        return reply
          .status(400)
          .send({ message: validationMessage(issue, field, propertyOf(request, fastifyError, issue)), code: 'VALIDATION', field });
      }
      const database = databaseErrorOf(error);
      const known =
        database && (database.code === '23503' || database.code === '23001' ? referenceError(database) : databaseErrors[database.code]);
      if (known) {
        request.log.info({ err: error, sqlState: database.code }, 'database refused the request');
        return reply.status(known.status).send({ message: known.message, code: known.code });
      }
      const status = fastifyError.statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send({ message: messages.tooManyRequests, code: 'RATE_LIMITED' });
      }
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        const message =
          fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? '지원하지 않는 요청 형식입니다.'
            : fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? '요청 본문이 너무 큽니다.'
              : fastifyError.code?.startsWith('FST_INVALID_MULTIPART') || fastifyError.code === 'FST_PROTO_VIOLATION'
                ? '파일 업로드 요청 형식이 올바르지 않습니다.'
                : status === 404
                  ? messages.routeNotFound
                  : '요청 형식이 올바르지 않습니다.';
        return reply.status(status).send({ message, code: fastifyError.code ?? 'BAD_REQUEST' });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: messages.default, code: 'INTERNAL' });
    });
  },
  { name: 'nurly-errors' },
);
