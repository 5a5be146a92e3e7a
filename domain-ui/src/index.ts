/**
 * @nurly/domain-ui: domain screens that two or more remotes show. Each remote that imports it bundles
 * its own copy (it is no federation share); its strings are its own 'domain-ui' namespace (i18n.ts).
 * The day chart, which brings recharts, is the separate entry '@nurly/domain-ui/chart'.
 */
export { DOMAIN_UI_NAMESPACE, domainUiI18n, registerDomainUiI18n, useDomainTranslation } from './i18n';
export { CAMPAIGNS_PATH, campaignLogsPath, campaignPath, getCampaignDetail, useCampaignDetail } from './campaign/api';
export { useAdLogText, type AdLogText } from './campaign/logText';
export { AdLogTable, type AdLogTableProps } from './campaign/AdLogTable';
export { AdStatusBadge, STATUS_COLORS } from './campaign/AdStatusBadge';
export { ChargeCell } from './campaign/ChargeCell';
export { DayHistory, type DayChartProps, type DayHistoryProps } from './campaign/DayHistory';
export { CampaignRejections } from './campaign/CampaignRejections';
export { CampaignSummary, campaignTarget } from './campaign/CampaignSummary';
export { CampaignLines, type CampaignLinesProps } from './campaign/CampaignLines';
export { CampaignDetailView, type CampaignDetailViewProps } from './campaign/CampaignDetailView';
export { TierPriceTable, type TierPriceLabels, type TierPriceTableProps } from './prices/TierPriceTable';
export {
  MemberCell,
  MemberStatusBadge,
  memberColumns,
  memberName,
  type MemberColumnLabels,
  type MemberColumns,
  type MemberRow,
} from './members/columns';
export { memberAccountDefaults, memberMemo, newMemberBody, type MemberAccountValues } from './members/MemberAccountFields';
export { MemberFormDialog, type MemberDialogField, type MemberFormDialogProps, type MemberFormSpec } from './members/MemberFormDialog';
export { MemberPricePanel, type MemberPricePanelProps } from './members/MemberPricePanel';
export { InvoiceSheet, preloadInvoiceSheet, type InvoiceSheetProps } from './invoice/InvoiceSheet';
export { GuestNotice, useIsGuestVisitor, type GuestNoticeProps } from './guest/GuestNotice';
export { DetailDrawer, DetailItem, type DetailDrawerProps, type DetailItemProps } from './detail/DetailDrawer';
export { businessFieldsInput, businessFieldsOf, type BusinessFieldName, type BusinessFields } from './advertiser/businessFields';
