/**
 * Demo support data (embedded default only): notices (one pinned), FAQs on points, refunds,
 * campaigns and accounts (terms of docs/decisions/product.md#who-and-terms/docs/decisions/product.md#constants), and customer questions, one answered by staff.
 * Idempotent: each kind is inserted only while its table holds none of the demo rows.
 */
import type { Db } from '../../db/client';
import { createCsRepository } from './repository';
import { sanitizeRichText } from './sanitize';

export const demoNotices = [
  {
    title: '[필독] 포인트 충전 및 환불 정책 안내',
    pinned: true,
    age: 30,
    body: `<p>더널리 포인트 충전과 환불 기준을 안내드립니다.</p>
<ul><li>충전 금액은 부가세(VAT) 포함 금액입니다.</li><li>충전 후 <strong>7일 이내</strong> 사용하지 않은 포인트는 출금(환불) 신청이 가능합니다.</li><li>무상으로 지급된 포인트는 환불되지 않습니다.</li><li>환불 요청은 영업일 기준 3일 이내에 처리됩니다.</li></ul>
<p>입금자명이 실제 입금자와 다르면 충전이 지연될 수 있으니 꼭 확인해주세요.</p>`,
  },
  {
    title: '11월 정기 서버 점검 안내 (11/28 02:00~04:00)',
    pinned: false,
    age: 2,
    body: `<p>안정적인 서비스 제공을 위해 아래 일정으로 정기 점검을 진행합니다.</p>
<p><strong>점검 일시:</strong> 11월 28일(목) 02:00 ~ 04:00</p>
<p>점검 시간 동안 순위 조회와 캠페인 등록이 일시 중단됩니다. 진행 중인 광고는 정상적으로 집행됩니다.</p>`,
  },
  {
    title: '플레이스 저장·공유 상품 출시 안내',
    pinned: false,
    age: 9,
    body: `<p>네이버 플레이스 <strong>저장</strong>, <strong>공유</strong>, <strong>알림받기</strong> 리워드 상품이 새로 출시되었습니다.</p>
<p>단가는 건당 55원이며, 캠페인 등록 화면에서 바로 신청하실 수 있습니다.</p>`,
  },
  {
    title: '개인정보처리방침 개정 안내',
    pinned: false,
    age: 20,
    body: `<p>개인정보처리방침이 개정되어 시행일 7일 전에 안내드립니다.</p>
<p>주요 변경 사항: 환불 계좌 정보의 보관 기간 명시, 방문 기록 보관 기간(3개월) 명시</p>
<p>자세한 내용은 <a href="https://thenurly.com/privacy" target="_blank">개인정보처리방침</a>에서 확인하실 수 있습니다.</p>`,
  },
];

export const demoFaqs = [
  {
    category: 'POINT',
    question: '포인트는 어떻게 충전하나요?',
    answer: `<p>[포인트 충전] 메뉴에서 충전 금액을 선택하고 충전 요청을 한 뒤, 안내된 계좌로 입금해주세요.</p><p>입금이 확인되면 포인트가 적립됩니다. 충전 금액은 부가세 포함 금액입니다.</p>`,
  },
  {
    category: 'REFUND',
    question: '충전한 포인트를 환불받을 수 있나요?',
    answer: `<p>충전 후 <strong>7일 이내</strong>이고 사용하지 않은 포인트는 출금(환불) 신청이 가능합니다. 환불은 영업일 기준 3일 이내에 처리됩니다.</p><p>무상으로 지급된 포인트는 환불되지 않습니다.</p>`,
  },
  {
    category: 'CAMPAIGN',
    question: '캠페인을 취소하면 비용은 어떻게 되나요?',
    answer: `<p>캠페인 시작 전에 취소하시면 비용이 <strong>영업일 기준 1일 이내</strong>에 포인트로 환불됩니다.</p><p>캠페인이 시작된 이후에는 환불되지 않습니다.</p>`,
  },
  {
    category: 'CAMPAIGN',
    question: '광고비는 언제 차감되나요?',
    answer: `<p>등록된 광고의 실제 집행량을 기준으로 매일 자정에 포인트가 차감됩니다.</p>`,
  },
  {
    category: 'ACCOUNT',
    question: '더널리와 리워드 서비스 계정이 따로 있나요?',
    answer: `<p>하나의 아이디와 비밀번호로 두 서비스를 모두 이용하실 수 있습니다. 한 서비스에서 탈퇴하면 해당 서비스의 계정만 삭제됩니다.</p>`,
  },
  {
    category: 'ACCOUNT',
    question: '휴대폰 번호를 변경하고 싶어요.',
    answer: `<p>휴대폰 번호는 회원당 하나만 등록할 수 있습니다. 변경을 원하시면 1:1 문의로 요청해주세요. 계정 정보 변경 검토는 영업일 기준 3일 이내에 완료됩니다.</p>`,
  },
];

export const demoQuestions = [
  {
    title: '충전한 포인트가 아직 반영되지 않았어요',
    category: 'POINT',
    body: '어제 오후 3시쯤 30만원 입금했는데 포인트가 아직 그대로입니다. 입금자명은 조현우로 했습니다. 확인 부탁드립니다.',
    age: 3,
    answer:
      '안녕하세요, 더널리 고객센터입니다. 확인 결과 입금자명이 상이하여 수동 확인 후 오늘 오전 10시에 300,000P 충전 처리되었습니다. 이용에 불편을 드려 죄송합니다.',
  },
  {
    title: '플레이스 캠페인 시작일을 변경할 수 있나요?',
    category: 'CAMPAIGN',
    body: '다음 주 월요일 시작으로 등록한 플레이스 트래픽 캠페인을 수요일로 미루고 싶습니다. 시작 전이면 변경 가능한가요?',
    age: 0,
    answer: null,
  },
  {
    title: '키워드 순위가 하루 늦게 갱신되는 것 같아요',
    category: 'KEYWORD',
    body: '상품 순위 조회 결과가 스마트스토어에서 직접 검색한 순위와 다릅니다. 갱신 주기가 어떻게 되나요?',
    age: 1,
    answer: null,
  },
] as const;

export async function seedCs(db: Db): Promise<void> {
  const repo = createCsRepository(db);
  const people = await repo.accountsNamed(['admin', 'staff', 'customer']);
  const idOf = (username: string) => people.find((p) => p.username === username)?.id;

  const existingNotices = await repo.noticesTitled(demoNotices.map((n) => n.title));
  const noticeTitles = new Set(existingNotices.map((n) => n.title));
  for (const notice of demoNotices.filter((n) => !noticeTitles.has(n.title))) {
    await repo.insertDemoNotice(
      {
        title: notice.title,
        body: sanitizeRichText(notice.body),
        pinned: notice.pinned,
        views: 12 + notice.age * 7,
        authorId: idOf('admin') ?? null,
      },
      notice.age,
    );
  }

  const existingFaqs = await repo.faqsAsking(demoFaqs.map((f) => f.question));
  const faqQuestions = new Set(existingFaqs.map((f) => f.question));
  for (const [index, faq] of demoFaqs.entries()) {
    if (faqQuestions.has(faq.question)) continue;
    await repo.insertDemoFaq({ ...faq, answer: sanitizeRichText(faq.answer), order: (index + 1) * 10 });
  }

  const customerId = idOf('customer');
  const answererId = idOf('staff') ?? idOf('admin');
  if (!customerId) return;
  const existingQuestions = await repo.questionTitlesOf(customerId);
  const questionTitles = new Set(existingQuestions.map((q) => q.title));
  for (const question of demoQuestions.filter((q) => !questionTitles.has(q.title))) {
    const id = await repo.insertDemoQuestion(
      { userId: customerId, title: question.title, body: question.body, category: question.category },
      question.age,
    );
    if (question.answer && answererId) {
      await repo.insertDemoAnswer({ questionId: id, userId: answererId, isStaffAnswer: true, body: question.answer }, question.age);
    }
  }
}
