/**
 * The invoice as one printable sheet, the same for staff (mfe-b2b `/admin/invoices/:id/print`) and the
 * member (mfe-hub reward `/invoice`): the company (supplier) and the advertiser's business (recipient),
 * a line per ad (product name from the catalog, keyword, actions, unit price in tenths of a won, amount),
 * supply value / VAT / total (amounts include VAT), and the evidence no competitor gives: completed
 * (charged) actions and rejected attempts by reason. Each page adds its own chrome and print rules;
 * `sheetProps` size and name the sheet for them. A recipient with no registered business is named
 * by the account holder. This is the body of `InvoiceSheet` (InvoiceSheet.tsx), fetched with the
 * first invoice shown.
 */
import { Box, Flex, Heading, HStack, Table, Text } from '@chakra-ui/react';
import { formatTenthsWon, offerwallLabels, REWARD_PRODUCTS, type CompletionRejectReason } from '@nurly/contracts';
import type { InvoiceParty } from '@nurly/contracts/schemas';
import { formatDate, formatMonth, formatNumber, formatWon } from '@nurly/shared';
import { useDomainTranslation } from '../i18n';
import type { InvoiceSheetProps } from './InvoiceSheet';

const productName = (code: string) => REWARD_PRODUCTS.find((product) => product.code === code)?.name ?? code;
const reasonLabel = (reason: string) => offerwallLabels.rejectReason[reason as CompletionRejectReason] ?? reason;

interface PartyProps {
  title: string;
  party: InvoiceParty | null;
  /** Without a party: who it is (the account holder) and why no business details follow. */
  holder?: string;
  emptyText: string;
  testId: string;
}

function Party({ title, party, holder, emptyText, testId }: PartyProps) {
  const { t } = useDomainTranslation();
  const rows: [string, string | null][] = party
    ? [
        [t('invoiceSheet.name'), party.name],
        [t('invoiceSheet.registrationNumber'), party.registration_number],
        [t('invoiceSheet.representative'), party.representative],
        [t('invoiceSheet.address'), party.address],
        [t('invoiceSheet.email'), party.emails.join(', ') || null],
      ]
    : [];
  return (
    <Box flex="1" borderWidth="1px" borderColor="gray.400" p="3" data-testid={testId}>
      <Text fontWeight="bold" mb="2">
        {title}
      </Text>
      {party ? (
        rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Flex key={label} gap="2" fontSize="sm">
              <Text minW="90px" color="gray.600">
                {label}
              </Text>
              <Text>{value}</Text>
            </Flex>
          ))
      ) : (
        <>
          {holder ? (
            <Flex gap="2" fontSize="sm">
              <Text minW="90px" color="gray.600">
                {t('invoiceSheet.holder')}
              </Text>
              <Text>{holder}</Text>
            </Flex>
          ) : null}
          <Text fontSize="sm">{emptyText}</Text>
        </>
      )}
    </Box>
  );
}

export function InvoiceSheetView({ detail, sheetProps }: InvoiceSheetProps) {
  const { t } = useDomainTranslation();
  const { invoice, lines, evidence } = detail;
  const rejected = Object.entries(evidence.rejected).sort(([, a], [, b]) => b - a);
  return (
    <Box bg="white" color="black" p="6" data-testid="invoice-sheet" {...sheetProps}>
      <Heading size="xl" textAlign="center" mb="1">
        {t('invoiceSheet.heading')}
      </Heading>
      <HStack justify="center" gap="6" fontSize="sm" mb="5" wrap="wrap">
        <Text>
          {t('invoiceSheet.period')}: {formatMonth(invoice.month)}
        </Text>
        <Text>
          {t('invoiceSheet.number')}: {invoice.month.replace('-', '')}-{String(invoice.id).padStart(6, '0')}
        </Text>
        {invoice.issued_at ? <Text>{formatDate(invoice.issued_at)}</Text> : null}
      </HStack>
      <Flex gap="3" mb="5" direction={{ base: 'column', md: 'row' }}>
        <Party title={t('invoiceSheet.issuer')} party={detail.company} emptyText="" testId="invoice-issuer" />
        <Party
          title={t('invoiceSheet.recipient')}
          party={detail.advertiser}
          holder={invoice.account.name ?? invoice.account.username}
          emptyText={t('invoiceSheet.noBusiness')}
          testId="invoice-recipient"
        />
      </Flex>

      <Table.Root size="sm" variant="outline" mb="4">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('invoiceSheet.product')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('invoiceSheet.keyword')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('invoiceSheet.actions')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('invoiceSheet.unitPrice')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('invoiceSheet.amount')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.id} data-testid={`invoice-line-${line.ad_id}`}>
              <Table.Cell>{productName(line.product_code)}</Table.Cell>
              <Table.Cell>{line.keyword}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(line.actions)}</Table.Cell>
              <Table.Cell textAlign="end">{formatTenthsWon(line.unit_price_tenths)}</Table.Cell>
              <Table.Cell textAlign="end">{formatWon(line.amount)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>

      <Flex justify="flex-end" mb="2">
        <Box minW="260px" fontSize="sm">
          <Flex justify="space-between">
            <Text>{t('invoiceSheet.supply')}</Text>
            <Text data-testid="invoice-supply">{formatWon(invoice.supply)}</Text>
          </Flex>
          <Flex justify="space-between">
            <Text>{t('invoiceSheet.vat')}</Text>
            <Text data-testid="invoice-vat">{formatWon(invoice.vat)}</Text>
          </Flex>
          <Flex justify="space-between" borderTopWidth="2px" borderColor="black" mt="1" pt="1" fontWeight="bold" fontSize="md">
            <Text>{t('invoiceSheet.total')}</Text>
            <Text data-testid="invoice-total">{formatWon(invoice.total)}</Text>
          </Flex>
        </Box>
      </Flex>
      <Text fontSize="xs" color="gray.600">
        {t('invoiceSheet.vatNote')}
      </Text>
      <Text fontSize="xs" color="gray.600" mb="6" data-testid="invoice-rounding-note">
        {t('invoiceSheet.dailyRoundingNote')}
      </Text>

      <Heading size="md" mb="2">
        {t('invoiceSheet.evidence')}
      </Heading>
      <Table.Root size="sm" variant="outline" data-testid="invoice-evidence">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('invoiceSheet.reason')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('invoiceSheet.count')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row>
            <Table.Cell fontWeight="semibold">{t('invoiceSheet.completed')}</Table.Cell>
            <Table.Cell textAlign="end">{formatNumber(evidence.completed)}</Table.Cell>
          </Table.Row>
          <Table.Row>
            <Table.Cell fontWeight="semibold">{t('invoiceSheet.rejected')}</Table.Cell>
            <Table.Cell textAlign="end">{formatNumber(evidence.rejected_total)}</Table.Cell>
          </Table.Row>
          {rejected.length ? (
            rejected.map(([reason, count]) => (
              <Table.Row key={reason}>
                <Table.Cell ps="6">{reasonLabel(reason)}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(count)}</Table.Cell>
              </Table.Row>
            ))
          ) : (
            <Table.Row>
              <Table.Cell ps="6" colSpan={2} color="gray.600">
                {t('invoiceSheet.noRejected')}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
