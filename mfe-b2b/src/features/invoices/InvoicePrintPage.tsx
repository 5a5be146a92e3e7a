/**
 * `/admin/invoices/:id/print` (layout `blank`): the invoice on one A4 sheet — the company (supplier)
 * and the advertiser's business (recipient), a line per ad (product name from the catalog, keyword,
 * actions, unit price with one decimal, amount), supply value / VAT / total (amounts include VAT),
 * and the evidence no competitor gives: completed (charged) actions and rejected attempts by reason.
 * The print button and the back link are not printed.
 */
import { Alert, Box, Button, Flex, Heading, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { offerwallLabels, REWARD_PRODUCTS, type CompletionRejectReason } from '@nurly/contracts';
import { errorMessage, formatDate, formatNumber, formatWon } from '@nurly/shared';
import type { InvoiceDetail, InvoiceParty } from '@nurly/contracts/schemas';
import { useInvoice } from './api';

/** A4 portrait with a printer-safe margin; the controls stay on screen only. */
const printCss = `
@page { size: A4; margin: 12mm; }
@media print {
  .invoice-no-print { display: none !important; }
  .invoice-sheet { box-shadow: none !important; margin: 0 !important; width: auto !important; min-height: auto !important; }
  body { background: #fff !important; }
}`;

const productName = (code: string) => REWARD_PRODUCTS.find((product) => product.code === code)?.name ?? code;
const reasonLabel = (reason: string) => offerwallLabels.rejectReason[reason as CompletionRejectReason] ?? reason;
/** Tenths of a won with one decimal: 385 → ₩38.5. */
const unitPrice = (tenths: number) => `₩${(tenths / 10).toFixed(1)}`;

function Party({ title, party, emptyText, testId }: { title: string; party: InvoiceParty | null; emptyText: string; testId: string }) {
  const { t } = useTranslation('b2b');
  const rows: [string, string | null][] = party
    ? [
        [t('invoicePrint.name'), party.name],
        [t('invoicePrint.registrationNumber'), party.registration_number],
        [t('invoicePrint.representative'), party.representative],
        [t('invoicePrint.address'), party.address],
        [t('invoicePrint.email'), party.emails.join(', ') || null],
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
        <Text fontSize="sm">{emptyText}</Text>
      )}
    </Box>
  );
}

function Sheet({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation('b2b');
  const { invoice, lines, evidence } = detail;
  const rejected = Object.entries(evidence.rejected).sort(([, a], [, b]) => b - a);
  return (
    <Box
      className="invoice-sheet"
      bg="white"
      color="black"
      width="210mm"
      minH="297mm"
      mx="auto"
      my="6"
      p="12mm"
      boxShadow="lg"
      data-testid="invoice-sheet"
    >
      <Heading size="xl" textAlign="center" mb="1">
        {t('invoicePrint.heading')}
      </Heading>
      <HStack justify="center" gap="6" fontSize="sm" mb="5">
        <Text>
          {t('invoicePrint.period')}: {invoice.month}
        </Text>
        <Text>
          {t('invoicePrint.number')}: {invoice.month.replace('-', '')}-{String(invoice.id).padStart(6, '0')}
        </Text>
        {invoice.issued_at ? <Text>{formatDate(invoice.issued_at)}</Text> : null}
      </HStack>
      <Flex gap="3" mb="5">
        <Party title={t('invoicePrint.issuer')} party={detail.company} emptyText="" testId="invoice-issuer" />
        <Party
          title={t('invoicePrint.recipient')}
          party={detail.advertiser}
          emptyText={t('invoicePrint.noBusiness')}
          testId="invoice-recipient"
        />
      </Flex>

      <Table.Root size="sm" variant="outline" mb="4">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('invoicePrint.product')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('invoicePrint.keyword')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('invoicePrint.actions')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('invoicePrint.unitPrice')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('invoicePrint.amount')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.id} data-testid={`invoice-line-${line.ad_id}`}>
              <Table.Cell>{productName(line.product_code)}</Table.Cell>
              <Table.Cell>{line.keyword}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(line.actions)}</Table.Cell>
              <Table.Cell textAlign="end">{unitPrice(line.unit_price_tenths)}</Table.Cell>
              <Table.Cell textAlign="end">{formatWon(line.amount)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>

      <Flex justify="flex-end" mb="2">
        <Box minW="280px" fontSize="sm">
          <Flex justify="space-between">
            <Text>{t('invoicePrint.supply')}</Text>
            <Text data-testid="invoice-supply">{formatWon(invoice.supply)}</Text>
          </Flex>
          <Flex justify="space-between">
            <Text>{t('invoicePrint.vat')}</Text>
            <Text data-testid="invoice-vat">{formatWon(invoice.vat)}</Text>
          </Flex>
          <Flex justify="space-between" borderTopWidth="2px" borderColor="black" mt="1" pt="1" fontWeight="bold" fontSize="md">
            <Text>{t('invoicePrint.total')}</Text>
            <Text data-testid="invoice-total">{formatWon(invoice.total)}</Text>
          </Flex>
        </Box>
      </Flex>
      <Text fontSize="xs" color="gray.600" mb="6">
        {t('invoicePrint.vatNote')}
      </Text>

      <Heading size="md" mb="2">
        {t('invoicePrint.evidence')}
      </Heading>
      <Table.Root size="sm" variant="outline" data-testid="invoice-evidence">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('invoicePrint.reason')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('invoicePrint.count')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row>
            <Table.Cell fontWeight="semibold">{t('invoicePrint.completed')}</Table.Cell>
            <Table.Cell textAlign="end">{formatNumber(evidence.completed)}</Table.Cell>
          </Table.Row>
          <Table.Row>
            <Table.Cell fontWeight="semibold">{t('invoicePrint.rejected')}</Table.Cell>
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
                {t('invoicePrint.noRejected')}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export default function InvoicePrintPage() {
  const { t } = useTranslation('b2b');
  const id = Number(useParams().id) || null;
  const { data, error, isLoading } = useInvoice(id);
  return (
    <Box bg="gray.100" minH="100vh" py="2">
      <style>{printCss}</style>
      <HStack className="invoice-no-print" justify="center" gap="3" pt="4">
        <Heading as="h1" size="md">
          {t('pages.invoicePrint.title')}
        </Heading>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/admin/invoices">{t('invoicePrint.back')}</RouterLink>
        </Button>
        <Button size="sm" colorPalette="brand" onClick={() => window.print()} disabled={!data} data-testid="invoice-print">
          {t('invoicePrint.printButton')}
        </Button>
      </HStack>
      {isLoading ? (
        <Flex justify="center" py="20">
          <Spinner />
        </Flex>
      ) : null}
      {error ? (
        <Alert.Root status="error" maxW="xl" mx="auto" mt="6">
          <Alert.Indicator />
          <Alert.Title>{t('invoicePrint.loadFailed')}</Alert.Title>
          <Alert.Description>{errorMessage(error)}</Alert.Description>
        </Alert.Root>
      ) : null}
      {data ? <Sheet detail={data} /> : null}
    </Box>
  );
}
