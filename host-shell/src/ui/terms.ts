/**
 * Terms shown read-only from the sign-up page and the reward agreement dialog. The content follows the product's
 * stated terms (docs/decisions/product.md#who-and-terms, docs/decisions/product.md#constants "Terms periods"); sections are plain text, one paragraph per line.
 */
/** The documents: the service terms, the privacy policy and the marketing consent. */
export type TermsKind = 'service' | 'privacy' | 'marketing';

export interface TermsDocument {
  title: string;
  sections: { heading: string; body: string[] }[];
}

const ko: Record<TermsKind, TermsDocument> = {
  service: {
    title: '서비스 이용약관',
    sections: [
      {
        heading: '제1조 (목적)',
        body: [
          '이 약관은 더널리(이하 "회사")가 제공하는 리워드 광고 서비스(이하 "서비스")의 이용과 관련하여 회사와 회원의 권리, 의무 및 책임사항을 정합니다.',
          '회사는 더널리와 더널리 리워드 두 서비스를 운영하며, 두 서비스는 하나의 회원 정보를 공유합니다. 하나의 아이디와 비밀번호로 두 서비스를 모두 이용할 수 있습니다.',
        ],
      },
      {
        heading: '제2조 (회원가입)',
        body: [
          '회원은 만 14세 이상이어야 하며, 실제 정보로 가입해야 합니다.',
          '회원은 개인, 개인사업자 또는 법인으로 가입할 수 있습니다.',
          '이미 등록된 휴대폰 번호로는 새로 가입할 수 없습니다. 휴대폰 번호 하나당 한 명의 회원만 가입할 수 있습니다.',
        ],
      },
      {
        heading: '제3조 (서비스 탈퇴)',
        body: ['회원이 어느 한 서비스에서 탈퇴하면 해당 서비스의 계정만 삭제되며, 다른 서비스의 계정은 유지됩니다.'],
      },
      {
        heading: '제4조 (포인트)',
        body: [
          '포인트는 서비스 내에서 사용하는 유료 재화이며, 광고비는 등록된 광고의 실제 진행량에 따라 매일 자정에 차감됩니다.',
          '충전한 포인트는 충전일로부터 7일 이내, 사용하지 않은 부분에 한하여 출금을 요청할 수 있습니다. 환불 요청은 영업일 기준 3일 이내에 처리됩니다.',
          '무상으로 지급된 포인트는 환불되지 않습니다.',
        ],
      },
      {
        heading: '제5조 (캠페인 환불)',
        body: ['캠페인 비용은 캠페인 시작 전 영업일 기준 1일 이내에 포인트로 환불됩니다.', '캠페인이 시작된 이후에는 환불되지 않습니다.'],
      },
      {
        heading: '제6조 (이용 제한)',
        body: [
          '회사는 약관을 위반한 회원의 서비스 이용을 제한하거나 정지할 수 있습니다.',
          '같은 행위가 2회 반복되거나 30일 이내에 시정되지 않으면 회원 자격을 상실합니다.',
          '회원 자격을 상실한 경우 3개월이 지난 후 회사의 동의를 받아 다시 가입할 수 있습니다.',
          '회원 등급에 따라 이용 시간, 이용 횟수 및 이용 가능한 메뉴가 다를 수 있습니다.',
        ],
      },
      {
        heading: '제7조 (약관의 변경)',
        body: [
          '회사가 약관을 변경하는 경우 적용일 7일 전부터 서비스 화면에 공지합니다. 계정 변경 심사는 영업일 기준 3일 이내에 처리됩니다.',
        ],
      },
    ],
  },
  privacy: {
    title: '개인정보 수집 및 이용 동의',
    sections: [
      {
        heading: '1. 수집하는 개인정보 항목',
        body: [
          '아이디, 비밀번호, 휴대폰 번호, 소셜 가입 정보',
          '사업자 정보: 상호, 사업자등록번호, 사업장 주소, 입금자명, 세금계산서 이메일',
          '환불을 위한 은행 계좌 정보',
        ],
      },
      {
        heading: '2. 수집 및 이용 목적',
        body: ['회원 식별 및 가입 확인, 서비스 제공과 광고비 정산, 세금계산서 발행, 충전 금액 환불, 고객 문의 응대에 이용합니다.'],
      },
      {
        heading: '3. 보유 및 이용 기간',
        body: [
          '회원 탈퇴 후 6개월간 보관한 후 파기합니다. 다만 관계 법령에 따라 다음 기간 동안 보관합니다.',
          '계약 또는 청약철회, 대금 결제 및 전자금융 거래에 관한 기록: 5년',
          '소비자의 불만 또는 분쟁 처리에 관한 기록: 3년',
          '본인 확인에 관한 기록: 1년',
          '웹사이트 방문 기록: 3개월',
        ],
      },
      {
        heading: '4. 동의를 거부할 권리',
        body: ['회원은 개인정보 수집 및 이용에 동의하지 않을 수 있습니다. 다만 필수 항목에 동의하지 않으면 서비스를 이용할 수 없습니다.'],
      },
      {
        heading: '5. 개인정보 처리방침의 변경',
        body: ['개인정보 처리방침이 변경되는 경우 시행 7일 전(중요한 변경은 30일 전)부터 공지합니다.'],
      },
    ],
  },
  marketing: {
    title: '마케팅 정보 수신 동의 (선택)',
    sections: [
      {
        heading: '1. 수신 내용',
        body: ['신규 상품, 이벤트, 할인 및 혜택 안내 등 광고성 정보를 문자 메시지, 이메일 또는 알림으로 보내드립니다.'],
      },
      {
        heading: '2. 이용 항목 및 기간',
        body: ['휴대폰 번호와 이메일을 동의 철회 또는 회원 탈퇴 시까지 이용합니다.'],
      },
      {
        heading: '3. 동의 철회',
        body: ['이 동의는 선택 사항이며, 동의하지 않아도 서비스를 이용할 수 있습니다. 언제든지 고객센터를 통해 수신을 거부할 수 있습니다.'],
      },
    ],
  },
};

const en: Record<TermsKind, TermsDocument> = {
  service: {
    title: 'Terms of service',
    sections: [
      {
        heading: 'Article 1 (Purpose)',
        body: [
          'These terms set out the rights, duties and responsibilities of The Nurly ("the company") and its members in using the reward advertising service.',
          'The company runs two services, The Nurly and The Nurly Reward, which share one member database: one id and password work in both.',
        ],
      },
      {
        heading: 'Article 2 (Membership)',
        body: [
          'Members must be 14 or older and sign up with real information.',
          'Members are individuals, businesses or corporations.',
          'A phone number already registered blocks a new signup: one phone number per member.',
        ],
      },
      { heading: 'Article 3 (Leaving)', body: ['Leaving one service deletes the account only in that service.'] },
      {
        heading: 'Article 4 (Points)',
        body: [
          'Points are a paid in-service currency; ad cost is deducted at midnight by the actual run volume.',
          'Points can be withdrawn within 7 days of top-up if unused. Refunds are handled within 3 business days.',
          'Free points are not refundable.',
        ],
      },
      {
        heading: 'Article 5 (Campaign refunds)',
        body: ['Campaign fees are refunded as points before the campaign starts, within 1 business day, and not after it has started.'],
      },
      {
        heading: 'Article 6 (Restrictions)',
        body: [
          'A member breaching these terms can be restricted or suspended.',
          'Membership is lost if the same act repeats twice or is not corrected within 30 days.',
          'Re-signup after loss needs 3 months plus the company’s consent.',
          'Membership tiers may differ in usage time, count and menus.',
        ],
      },
      {
        heading: 'Article 7 (Changes)',
        body: ['Changes to these terms are announced 7 days before they apply. Account-change reviews take up to 3 business days.'],
      },
    ],
  },
  privacy: {
    title: 'Consent to the collection and use of personal data',
    sections: [
      {
        heading: '1. Data collected',
        body: [
          'Id, password, phone number, social-signup information',
          'Business: trade name, registration number, address, depositor name, tax-invoice email',
          'Bank account for refunds',
        ],
      },
      {
        heading: '2. Purpose',
        body: ['Identifying members, providing the service and settling ad costs, tax invoices, refunds and support.'],
      },
      {
        heading: '3. Retention',
        body: [
          'Kept 6 months after leaving, then destroyed, except where the law requires longer:',
          'contract, payment and e-finance records: 5 years',
          'complaint and dispute records: 3 years',
          'identity records: 1 year',
          'visit records: 3 months',
        ],
      },
      { heading: '4. Right to refuse', body: ['You may refuse, but the service cannot be used without the required items.'] },
      { heading: '5. Changes', body: ['Changes are announced 7 days ahead (30 days for major changes).'] },
    ],
  },
  marketing: {
    title: 'Consent to receive marketing (optional)',
    sections: [
      { heading: '1. Content', body: ['News of products, events, discounts and benefits by text message, email or notification.'] },
      { heading: '2. Data and period', body: ['Phone number and email, until you withdraw consent or leave.'] },
      { heading: '3. Withdrawal', body: ['Optional: the service works without it, and you can opt out at any time through support.'] },
    ],
  },
};

export function termsDocument(kind: TermsKind, language: string): TermsDocument {
  return (language.startsWith('en') ? en : ko)[kind];
}
