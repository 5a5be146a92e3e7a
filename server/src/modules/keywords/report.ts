/** The product rank report mailed by naver/products/reports/send (plain text and HTML). */
import type { MyProduct } from '@nurly/contracts/schemas';
import { shiftDay } from '@nurly/contracts';
import type { KeywordsRepository } from './repository';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** '▲3' when the rank improved (smaller), '▼3' when it dropped, '-' otherwise or unknown. */
export function movementText(today: number | null, yesterday: number | null): string {
  if (today === null || yesterday === null || today === yesterday) return '-';
  return today < yesterday ? `▲${yesterday - today}` : `▼${today - yesterday}`;
}

export async function buildReport(
  repo: Pick<KeywordsRepository, 'ranksOn'>,
  products: MyProduct[],
  today: string,
): Promise<{ subject: string; text: string; html: string }> {
  const keywordIds = products.flatMap((p) => p.keywords.map((k) => k.id));
  const previous = keywordIds.length ? await repo.ranksOn(keywordIds, shiftDay(today, -1)) : [];
  const yesterdayRank = new Map(previous.map((row) => [row.keywordId, row.rank]));
  const demo = products.some((p) => p.keywords.some((k) => k.demo));
  const subject = `[더널리] 내 상품 순위 리포트 (${today})`;
  const lines: string[] = [subject, ''];
  if (demo) lines.push('※ 일부 순위는 데모 데이터(시뮬레이션)입니다.', '');
  const sections: string[] = [];
  for (const product of products) {
    const name = product.title ?? `상품 ${product.productId}`;
    lines.push(`■ ${name} (MID: ${product.productId})${product.main_keyword ? ` · 대표 키워드: ${product.main_keyword}` : ''}`);
    const rows: string[] = [];
    for (const keyword of product.keywords) {
      const movement = movementText(keyword.rank, yesterdayRank.get(keyword.id) ?? null);
      lines.push(`  - ${keyword.keyword}: ${keyword.rankText} (전일 대비 ${movement})`);
      rows.push(`<tr><td>${escapeHtml(keyword.keyword)}</td><td>${escapeHtml(keyword.rankText)}</td><td>${movement}</td></tr>`);
    }
    if (product.keywords.length === 0) lines.push('  - 등록된 키워드가 없습니다.');
    lines.push('');
    sections.push(
      `<h3>${escapeHtml(name)} <small>(MID: ${escapeHtml(product.productId)})</small></h3><table border="1" cellpadding="6" cellspacing="0"><thead><tr><th>키워드</th><th>순위</th><th>전일 대비</th></tr></thead><tbody>${rows.join('') || '<tr><td colspan="3">등록된 키워드가 없습니다.</td></tr>'}</tbody></table>`,
    );
  }
  const html = `<h2>${escapeHtml(subject)}</h2>${demo ? '<p>※ 일부 순위는 데모 데이터(시뮬레이션)입니다.</p>' : ''}${sections.join('')}`;
  return { subject, text: lines.join('\n'), html };
}
