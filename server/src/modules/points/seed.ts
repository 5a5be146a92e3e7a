/**
 * Demo points data (embedded default only): the customer's registered business, which its own
 * top-up requests need, and the story of those requests; seoul_dist's registered business with its
 * bank statement (통장 사본), which its margin payout needs (demo/resellers.ts). The statement is a
 * record only: no file bytes are stored with the demo (opening it answers that the file is missing). The requests themselves, and every other
 * account's opening deposit (db/seed.ts `deposit`), go through the points service on the demo
 * fortnight's clock (demo/fortnight.ts), so every balance is the sum of its ledger rows.
 * Idempotent: an existing business is left alone.
 */
import type { Db } from '../../db/client';
import { createPointsRepository, type PointsRepository } from './repository';

/** What the customer sends with each top-up request (its deposit name and tax e-mail). */
export const customerDepositEvidence = { deposit_name: '조현우', email: 'tax@hyunwoo-flower.kr' };

/**
 * The customer's top-ups, days from today: requested in the morning and confirmed by the deposit desk
 * within the hour, except the last one, still waiting; the first one earns a free welcome bonus.
 */
export const customerTopUps: { on: number; amount: number; confirmed: boolean; bonus?: { amount: number; memo: string } }[] = [
  { on: -15, amount: 1_000_000, confirmed: true, bonus: { amount: 50_000, memo: '첫 충전 감사 보너스' } },
  { on: -2, amount: 500_000, confirmed: true },
  { on: 0, amount: 300_000, confirmed: false },
];

export async function seedPoints(db: Db): Promise<void> {
  const repo = createPointsRepository(db);
  const customerId = await repo.accountIdByUsername('customer');
  if (customerId === undefined) return;
  await repo.insertAdvertiserIfNew({
    userId: customerId,
    name: '현우네 꽃집',
    registrationNumber: '214-86-12345',
    representative: '조현우',
    address: '서울특별시 강남구 테헤란로 152, 5층',
    phoneNumber: '0215881234',
    businessType: '도소매',
    businessCategory: '화훼, 온라인 쇼핑몰',
    emails: [customerDepositEvidence.email],
    depositNames: ['조현우', '현우네꽃집'],
  });
  await seedResellerBusiness(repo);
}

/** seoul_dist's business and its bank statement, attached to it (an unattached upload is cleaned up). */
async function seedResellerBusiness(repo: PointsRepository): Promise<void> {
  const resellerId = await repo.accountIdByUsername('seoul_dist');
  if (resellerId === undefined) return;
  const businessId = await repo.createAdvertiserIfNew({
    userId: resellerId,
    name: '서울광고총판',
    registrationNumber: '120-87-54321',
    representative: '이서연',
    address: '서울특별시 중구 세종대로 110, 12층',
    phoneNumber: '0237001234',
    businessType: '서비스',
    businessCategory: '광고 대행',
    emails: ['tax@seoul-dist.kr'],
    depositNames: ['이서연', '서울광고총판'],
  });
  if (businessId === undefined) return;
  await repo.insertAdvertiserFile({
    ownerId: resellerId,
    advertiserId: businessId,
    type: 'BANK_STATEMENT',
    name: '서울광고총판_통장사본.png',
    mime: 'image/png',
    size: 48_213,
    storageKey: 'demo/seoul_dist-bank-statement.png',
  });
}
