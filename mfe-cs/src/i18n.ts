import type { RemoteDefinition } from '@nurly/shared';

/** The 'cs' namespace: Korean (default, fallback) and English. */
const ko = {
  nav: {
    questions: '1:1 문의',
    adminQuestions: '고객 문의',
    adminNotice: '공지사항 관리',
    adminFaq: 'FAQ 관리',
    notice: '공지사항',
    faq: '자주 묻는 질문',
  },
  upcoming: '준비 중입니다. 곧 이 화면에서 이용하실 수 있습니다.',
  pages: {
    questions: { title: '1:1 문의', description: '궁금한 점을 문의하고 담당자의 답변을 확인합니다.' },
    adminQuestions: { title: '고객 문의', description: '모든 고객 문의를 확인하고 답변하거나 종료합니다.' },
    adminNotice: { title: '공지사항 관리', description: '공지사항을 작성, 수정, 삭제하고 상단에 고정합니다.' },
    adminNoticeDetail: { title: '공지사항 편집', description: '공지사항 한 건의 제목과 본문을 작성하거나 수정합니다.' },
    adminFaq: { title: 'FAQ 관리', description: '자주 묻는 질문을 등록, 수정, 삭제하고 순서를 정합니다.' },
    faq: { title: '자주 묻는 질문', description: '서비스 이용 중 자주 묻는 질문과 답변입니다.' },
    notice: { title: '공지사항', description: '서비스 운영 소식과 안내를 확인합니다.' },
    noticeDetail: { title: '공지사항', description: '공지사항의 전체 내용을 봅니다.' },
  },
  columns: {
    title: '제목',
    author: '작성자',
    status: '답변 상태',
    createdAt: '작성일',
    pinned: '상단 고정',
    order: '순서',
    question: '질문',
  },
};

const en: typeof ko = {
  nav: {
    questions: 'Questions',
    adminQuestions: 'Customer inquiries',
    adminNotice: 'Notices',
    adminFaq: 'FAQ',
    notice: 'Notices',
    faq: 'FAQ',
  },
  upcoming: 'Coming soon. This screen will be available shortly.',
  pages: {
    questions: { title: 'Questions', description: 'Ask us anything and read our answers.' },
    adminQuestions: { title: 'Customer inquiries', description: 'Every customer inquiry: answer or close it.' },
    adminNotice: { title: 'Notices', description: 'Write, edit, delete and pin notices.' },
    adminNoticeDetail: { title: 'Edit notice', description: 'Write or edit the title and body of one notice.' },
    adminFaq: { title: 'FAQ', description: 'Create, edit, delete and order frequently asked questions.' },
    faq: { title: 'FAQ', description: 'Frequently asked questions about the service.' },
    notice: { title: 'Notices', description: 'News and announcements about the service.' },
    noticeDetail: { title: 'Notice', description: 'The full text of a notice.' },
  },
  columns: {
    title: 'Title',
    author: 'Author',
    status: 'Answered',
    createdAt: 'Written',
    pinned: 'Pinned',
    order: 'Order',
    question: 'Question',
  },
};

export const i18n: RemoteDefinition['i18n'] = { namespace: 'cs', resources: { ko, en } };
