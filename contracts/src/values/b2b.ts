/**
 * B2B console (docs/decisions/money-loop.md#who-is-who, docs/decisions/money-loop.md#prices, docs/decisions/money-loop.md#readers): the reseller tree's tiers and roles, the sales
 * report's units and groupings, and the Korean messages shared by the server and mfe-b2b.
 */
import { dateRangeMessages, REPORT_MAX_DAYS } from './date-range';
import { parseTenths, tenthsText } from './money';

/** Spec §1: 1 main, 2 distributor, 3 agency (partner), 4 advertiser. */
export const B2B_TIERS = [1, 2, 3, 4] as const;
export type B2bTier = (typeof B2B_TIERS)[number];

export const B2B_MEMBER_ROLES = ['main', 'distributor', 'partner', 'advertiser'] as const;
export type B2bMemberRole = (typeof B2B_MEMBER_ROLES)[number];

/** The docs/decisions/product.md#entities sample records' role of a tier (tier 1 → main … tier 4 → advertiser). */
export function b2bRoleOfTier(tier: number | null): B2bMemberRole | null {
  return tier !== null && tier >= 1 && tier <= 4 ? B2B_MEMBER_ROLES[tier - 1] : null;
}

/** Tier 4 advertisers have no children, so a child-price setting on them is refused. */
export const ADVERTISER_TIER = 4;

export const SALES_UNITS = ['day', 'month'] as const;
export type SalesUnit = (typeof SALES_UNITS)[number];

export const SALES_GROUPS = ['member', 'product', 'service'] as const;
export type SalesGroup = (typeof SALES_GROUPS)[number];

/** Longest sales range (both days included): the report rule's (date-range.ts). */
export const SALES_MAX_DAYS = REPORT_MAX_DAYS;

export const B2B_MEMO_MAX_LENGTH = 500;

export const b2bLabels = {
  tier: { 1: '본사', 2: '총판', 3: '대행사', 4: '광고주' } satisfies Record<B2bTier, string>,
  role: { main: '본사', distributor: '총판', partner: '대행사', advertiser: '광고주' } satisfies Record<B2bMemberRole, string>,
} as const;

/**
 * A child price as typed in the B2B and hub price panels: '' is no setting (null), else a positive
 * amount in tenths of a won read by `parseTenths`, or undefined when it is not one.
 */
export function parseTierPrice(input: string): number | null | undefined {
  if (!input.trim()) return null;
  const tenths = parseTenths(input);
  return tenths !== null && tenths > 0 ? tenths : undefined;
}

/** The editable text of a child price: '' when there is no setting (385 → '38.5'). */
export const tierPriceText = (tenths: number | null): string => (tenths === null ? '' : tenthsText(tenths));

export const b2bMessages = {
  memberCreated: '계정이 생성되었습니다.',
  memberUpdated: '계정 정보가 저장되었습니다.',
  pricesSaved: '단가가 저장되었습니다.',
  memberNotFound: '계정을 찾을 수 없습니다.',
  parentNotFound: '상위 계정을 찾을 수 없습니다.',
  tierRequired: '등급을 선택해주세요.',
  parentWithoutTier: '상위 계정에 등급이 없습니다. 먼저 상위 계정의 등급을 정해주세요.',
  tierBelowParent: (parentTier: number) => `등급은 상위 계정(${parentTier}등급)보다 낮아야 합니다.`,
  tierAboveChildren: (childTier: number) => `하위 계정(${childTier}등급)보다 높은 등급이어야 합니다.`,
  parentIsSelf: '자기 자신을 상위 계정으로 지정할 수 없습니다.',
  parentIsDescendant: '하위 계정 아래로 옮길 수 없습니다.',
  advertiserHasChildren: '광고주(4등급)는 하위 계정을 가질 수 없습니다.',
  childPriceBelowNewOwn: (product: string, setting: string, own: string) =>
    `옮기면 ${product}의 하위 단가(${setting})가 새 본인 단가(${own})보다 낮아집니다. 먼저 하위 단가를 조정해주세요.`,
  unknownProduct: (code: string) => `알 수 없는 상품입니다: ${code}`,
  duplicateProduct: (product: string) => `${product} 단가가 두 번 입력되었습니다.`,
  advertiserNoChildPrice: '광고주(4등급)는 하위 계정이 없어 하위 단가를 설정할 수 없습니다.',
  priceBelowOwn: (product: string, own: string) => `${product}의 하위 단가는 본인 단가(${own}) 이상이어야 합니다.`,
  priceAboveDescendant: (product: string, descendant: string, setting: string) =>
    `${product}: 하위 계정 ${descendant}의 하위 단가(${setting})보다 높게 설정할 수 없습니다. 먼저 그 단가를 조정해주세요.`,
  rangeInverted: dateRangeMessages.inverted,
  rangeTooLong: dateRangeMessages.tooLong,
  invalidDay: dateRangeMessages.invalidDay,
  invalidParent: '상위 계정은 숫자 또는 root 로 지정해주세요.',
} as const;
