/**
 * One member of the reseller tree in full (opened from a row of MemberTree; `?member=<id>` keeps it
 * open across a reload), in tabs that each load on first open:
 *  - 단가: the price table with the margin per product before saving (PriceEditor, as PricePanel);
 *  - 포인트 내역: the ledger with transfers' other account (LedgerTab);
 *  - 청구서: the monthly invoices (InvoicesTab);
 *  - 캠페인: the ad lines (CampaignsTab; read-only for a reseller, which reads its descendants' lines);
 *  - 변경 이력: the audit trail (AuditTab).
 * The server scopes every call (staff any account, a reseller its subtree). Loaded lazily with the
 * first opened member, like AdvertiserDrawer.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { B2bMember } from '@nurly/contracts/schemas';
import { DetailDrawer, memberName } from '@nurly/domain-ui';
import { usePrices } from './api';
import { PriceEditor } from './PricePanel';
import { AuditTab } from './drawer/AuditTab';
import { CampaignsTab } from './drawer/CampaignsTab';
import { InvoicesTab } from './drawer/InvoicesTab';
import { LedgerTab } from './drawer/LedgerTab';

export interface MemberDrawerProps {
  accountId: number;
  /** The member's row when it is on the list's page (else the title waits for its prices). */
  member?: B2bMember;
  /** A reseller's console: the campaigns tab says it only reads them. */
  reseller: boolean;
  onClose: () => void;
}

type Tab = 'prices' | 'ledger' | 'invoices' | 'campaigns' | 'audit';

export default function MemberDrawer({ accountId, member, reseller, onClose }: MemberDrawerProps) {
  const { t } = useTranslation('b2b');
  const [tab, setTab] = useState<Tab>('prices');
  const prices = usePrices(accountId);
  const account = member ?? prices.data?.account;
  const tabs: Tab[] = ['prices', 'ledger', 'invoices', 'campaigns', 'audit'];
  return (
    <DetailDrawer
      title={
        account
          ? t('memberDrawer.title', { name: `${memberName(account)} (${account.username})` })
          : t('memberDrawer.loadingTitle', { id: accountId })
      }
      testId="member-drawer"
      size="xl"
      onClose={onClose}
    >
      <HStack role="tablist" gap="1" mb="3" borderBottomWidth="1px" wrap="wrap">
        {tabs.map((value) => (
          <Button
            key={value}
            role="tab"
            aria-selected={tab === value}
            size="sm"
            variant={tab === value ? 'subtle' : 'ghost'}
            onClick={() => setTab(value)}
            data-testid={`member-tab-${value}`}
          >
            {t(`memberDrawer.tabs.${value}`)}
          </Button>
        ))}
      </HStack>
      {/* One tab mounted at a time: each loads its data when first opened. */}
      <div role="tabpanel">
        {tab === 'prices' ? (
          <>
            {prices.data && !prices.data.can_set_child_prices ? (
              <Text fontSize="sm" color="fg.muted" mb="3">
                {t('prices.advertiserHint')}
              </Text>
            ) : null}
            <PriceEditor accountId={accountId} />
          </>
        ) : null}
        {tab === 'ledger' ? <LedgerTab accountId={accountId} /> : null}
        {tab === 'invoices' ? <InvoicesTab accountId={accountId} /> : null}
        {tab === 'campaigns' ? <CampaignsTab accountId={accountId} readOnly={reseller} /> : null}
        {tab === 'audit' ? <AuditTab accountId={accountId} /> : null}
      </div>
    </DetailDrawer>
  );
}
