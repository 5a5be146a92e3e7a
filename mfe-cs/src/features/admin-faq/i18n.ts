/** The FAQ desk's strings ('cs' namespace, key `adminFaq`), Korean and English. */
export const adminFaqKo = {
  create: 'FAQ 등록',
  edit: 'FAQ 수정',
  fields: { question: '질문', answer: '답변', category: '분류', order: '순서' },
  answerHelp: 'HTML로 작성할 수 있습니다. 스크립트와 이벤트 속성은 저장할 때 제거됩니다.',
  orderHelp: '작은 숫자가 먼저 보입니다. 비워두면 맨 뒤에 추가됩니다.',
  questionRequired: '질문을 입력해주세요.',
  answerRequired: '답변을 입력해주세요.',
  saved: 'FAQ가 저장되었습니다.',
  deleteConfirmTitle: 'FAQ를 삭제하시겠습니까?',
  deleted: 'FAQ가 삭제되었습니다.',
  save: '저장',
};

export const adminFaqEn: typeof adminFaqKo = {
  create: 'New FAQ',
  edit: 'Edit FAQ',
  fields: { question: 'Question', answer: 'Answer', category: 'Category', order: 'Order' },
  answerHelp: 'HTML is allowed; scripts and event attributes are removed on save.',
  orderHelp: 'Lower numbers come first. Leave empty to add at the end.',
  questionRequired: 'Please enter the question.',
  answerRequired: 'Please enter the answer.',
  saved: 'The FAQ was saved.',
  deleteConfirmTitle: 'Delete this FAQ?',
  deleted: 'The FAQ was deleted.',
  save: 'Save',
};
