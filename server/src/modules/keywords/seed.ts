/**
 * Demo keyword data (embedded default only): the customer's products with keywords and about 30
 * days of daily history from the simulated provider (labelled demo data everywhere it shows).
 * Idempotent: skipped once the customer has any product.
 */
import { seoulDayOf, seoulMidnight, shiftDay } from '@nurly/contracts';
import type { Db } from '../../db/client';
import { checkFields } from './check-fields';
import { simulatedProvider } from './rank';
import { createKeywordsRepository } from './repository';

export const demoProducts = [
  {
    mid: '84512345678',
    title: '초경량 접이식 캠핑의자 릴렉스 체어',
    url: 'https://smartstore.naver.com/nurlycamp/products/84512345678',
    malls: ['누리캠핑'],
    extended: true,
    keywords: ['캠핑의자', '접이식 캠핑의자', '경량 캠핑의자', '릴렉스체어'],
  },
  {
    mid: '82233445566',
    title: '스테인리스 진공 텀블러 500ml',
    url: 'https://smartstore.naver.com/nurlyhome/products/82233445566',
    malls: ['누리홈리빙', '텀블러마켓'],
    extended: false,
    keywords: ['텀블러', '진공 텀블러', '스텐 텀블러'],
  },
  {
    mid: '86677889900',
    title: '저자극 고양이 두부모래 7L',
    url: null,
    malls: ['냥이네 펫샵'],
    extended: false,
    keywords: ['고양이 모래', '두부모래'],
  },
] as const;

export const DEMO_HISTORY_DAYS = 30;

/** The demo checks ran at 06:00 Korea time. */
const SIX_HOURS = 6 * 3_600_000;

export async function seedKeywordsDemo(db: Db, today = seoulDayOf(new Date())): Promise<void> {
  const repo = createKeywordsRepository(db);
  const customerId = await repo.accountIdNamed('customer');
  if (!customerId) return;
  if (await repo.hasAnyProduct(customerId)) return;
  const provider = simulatedProvider();
  const noBudget = { take: async () => false };
  await repo.transaction(async (tx) => {
    for (const demo of demoProducts) {
      const productId = await tx.insertDemoProduct(
        { userId: customerId, type: 'shopping', mid: demo.mid, title: demo.title, url: demo.url, extended: demo.extended },
        demo.malls,
      );
      const keywordIds: number[] = [];
      for (const keyword of demo.keywords) {
        const histories = [];
        let latest = null;
        for (let back = DEMO_HISTORY_DAYS - 1; back >= 0; back -= 1) {
          const day = shiftDay(today, -back);
          const outcome = await provider.check({ keyword, mid: demo.mid, type: 'shopping', maxRank: 1000, budget: noBudget, day });
          latest = checkFields(outcome);
          // Checked at 06:00 Seoul time, when the daily refresh runs.
          histories.push({ day, ...latest, provider: provider.name, checkedAt: new Date(seoulMidnight(day).getTime() + SIX_HOURS) });
        }
        const keywordId = await tx.insertDemoKeyword(
          {
            userId: customerId,
            type: 'shopping',
            keyword,
            mid: demo.mid,
            target: demo.url ?? demo.mid,
            productId,
            provider: provider.name,
            ...latest!,
            searchedAt: new Date(seoulMidnight(today).getTime() + SIX_HOURS),
            mallName: demo.malls[0],
            title: demo.title,
          },
          histories,
        );
        keywordIds.push(keywordId);
      }
      await tx.setProductMainKeyword(productId, keywordIds[0]);
    }
  });
}
