/** Test data of the points pages: the demo customer's registered business (a florist). */
import type { Advertiser } from '@nurly/contracts/schemas';

export const aFlorist = (overrides: Partial<Advertiser> = {}): Advertiser => ({
  id: 1,
  user_id: 7,
  username: 'customer',
  name: '현우네 꽃집',
  registration_number: '214-86-12345',
  representative: '조현우',
  address: '서울',
  phone_number: null,
  business_type: null,
  business_category: null,
  emails: ['tax@flower.kr'],
  deposit_names: ['조현우'],
  files: [],
  files_details: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
});
