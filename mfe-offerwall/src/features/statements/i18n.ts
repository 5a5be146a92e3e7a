/** The monthly statements screens' strings ('offerwall' namespace, key `statements`), Korean and English. */
export const statementsKo = {
  status: { UNPAID: '미지급', PAID: '지급 완료' },
  vatNoteShort: { INCLUDED: '부가세 포함 (공급가액 {{supply}} + 부가세 {{vat}})' },
  vatNote: '지급액은 부가세 포함 금액입니다: 공급가액 {{supply}} + 부가세 {{vat}}. 매체사는 이 금액으로 세금계산서를 발행합니다.',
  viewDays: '정산일 보기',
  daysTitle: '{{app}} · {{month}} 정산서',
  daysEmpty: '정산된 날이 없습니다.',
  empty: '아직 정산서가 없습니다. 달의 마지막 날이 정산되면 만들어집니다.',
};

export const statementsEn: typeof statementsKo = {
  status: { UNPAID: 'Unpaid', PAID: 'Paid' },
  vatNoteShort: { INCLUDED: 'VAT included (supply {{supply}} + VAT {{vat}})' },
  vatNote: 'The payout includes VAT: supply {{supply}} + VAT {{vat}}. Issue your tax invoice for this amount.',
  viewDays: 'Days',
  daysTitle: '{{app}} · statement of {{month}}',
  daysEmpty: 'No settled days.',
  empty: "No statements yet. One is made once a month's last day is settled.",
};
