/** What the keyword services share: their context, their messages, and the parsing of id and keyword lists. */
import type { FastifyBaseLogger } from 'fastify';
import { MAX_ID } from '@nurly/contracts';
import type { KeywordsConfig } from './config';
import type { Mailer } from './mail';
import type { RankProviders } from './rank';
import type { KeywordsRepository } from './repository';

export interface KeywordsContext {
  /** The module's repository (app.keywordsRepo): every read and write of the services. */
  repo: KeywordsRepository;
  providers: RankProviders;
  config: KeywordsConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The app clock's now(); absent = the system time. */
  now?: () => Date;
}

export const keywordMessages = {
  invalidTarget: '상품 URL 또는 상품 ID(MID)를 확인해주세요.',
  noKeywords: '조회할 키워드를 입력해주세요.',
  keywordNotFound: '키워드를 찾을 수 없습니다.',
  productNotFound: '상품을 찾을 수 없습니다.',
  alreadyMyProduct: (mid: string) => `이미 내 상품에 등록된 상품입니다. (MID: ${mid})`,
  addedToMyProducts: '내 상품으로 등록되었습니다.',
  removedFromMyProducts: '내 상품에서 삭제되었습니다.',
  keywordUntracked: '이 키워드의 순위 추적을 해제했습니다.',
  keywordNotTracked: '내 상품으로 추적 중인 키워드가 아닙니다.',
  keywordDeleted: '키워드가 삭제되었습니다.',
  keywordsDeleted: (n: number) => `키워드 ${n}개가 삭제되었습니다.`,
  productsDeleted: (n: number) => `상품 ${n}개가 내 상품에서 삭제되었습니다.`,
  productUpdated: '상품 정보가 수정되었습니다.',
  notMyProductKeyword: '내 상품에 연결된 키워드만 대표 키워드로 지정할 수 있습니다.',
  guestLimit: (limit: number) =>
    `게스트는 하루 ${limit}개 키워드까지 순위를 조회할 수 있습니다. 회원가입하시면 더 많은 키워드를 조회하고 내 상품 순위를 매일 자동으로 추적할 수 있습니다.`,
  noProductsForReport: '리포트를 보낼 내 상품이 없습니다. 먼저 상품을 내 상품으로 등록해주세요.',
  reportSent: (email: string) => `${email}(으)로 순위 리포트를 발송했습니다.`,
  reportLogged: '메일 서버(SMTP_URL)가 설정되지 않아 리포트를 발송하지 않고 서버 로그에만 기록했습니다.',
  accountBudget: (calls: number) =>
    `오늘 이 계정에 배정된 순위 조회 한도(API 호출 ${calls}회)를 모두 사용했습니다. 내일 다시 조회해주세요.`,
  reportNotOwnAddress: '리포트는 거래처 정보에 등록된 이메일 주소로만 보낼 수 있습니다.',
  reportNoAddress: '리포트를 받을 이메일이 없습니다. 거래처 정보에 이메일을 먼저 등록해주세요.',
  reportMailLimit: (limit: number) => `리포트 메일은 하루 ${limit}회까지 보낼 수 있습니다. 내일 다시 시도해주세요.`,
} as const;

export const now = (ctx: KeywordsContext) => (ctx.now ? ctx.now() : new Date());

export function parseIds(ids: string): number[] {
  return [
    ...new Set(
      ids
        .split(',')
        .map((s) => Number(s.trim()))
        // An id past int4 matches no row (and would overflow the column): dropped like any other bad entry.
        .filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_ID),
    ),
  ];
}

/** Trimmed, whitespace-collapsed, de-duplicated keywords; entries may hold several separated by commas or new lines. */
export function normaliseKeywords(input: string[]): string[] {
  const seen = new Set<string>();
  for (const entry of input) {
    for (const part of entry.split(/[,\n]/)) {
      const keyword = part.replace(/\s+/g, ' ').trim();
      if (keyword && keyword.length <= 100) seen.add(keyword);
    }
  }
  return [...seen];
}
