/**
 * The member's own invoice (reward `/invoice`): the same sheet as staff print at
 * `/admin/invoices/:id/print` in mfe-b2b (no cross-remote import: built here from the same data) —
 * supplier and recipient, a line per ad, supply / VAT / total (amounts include VAT) and the evidence
 * of completed and rejected attempts — in a dialog whose print button prints the sheet alone on A4.
 */
import { Alert, Box, Button, CloseButton, Dialog, Flex, Heading, HStack, Portal, Spinner, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { offerwallLabels, REWARD_PRODUCTS, type CompletionRejectReason } from '@nurly/contracts';
import type { InvoiceDetail, InvoiceParty } from '@nurly/contracts/schemas';
import { errorMessage, formatDate, formatNumber, formatWon } from '@nurly/shared';
import { useMyInvoice } from './api';

/** Printing hides the page and the dialog chrome: only the sheet, on A4 with a printer-safe margin. */
const printCss = `
@page { size: A4; margin: 12mm; }
@media print {
  body * { visibility: hidden !important; }
  .hub-invoice-sheet, .hub-invoice-sheet * { visibility: visible !important; }
  .hub-invoice-sheet { position: absolute; left: 0; top: 0; width: 100% !important; box-shadow: none !important; }
}`;

const productName = (code: string) => REWARD_PRODUCTS.find((product) => product.code === code)?.name ?? code;
const reasonLabel = (reason: string) => offerwallLabels.rejectReason[reason as CompletionRejectReason] ?? reason;
/** Tenths of a won with one decimal: 385 → ₩38.5. */
const unitPrice = (tenths: number) => `₩${(tenths / 10).toFixed(1)}`;

function Party({ title, party, testId }: { title: string; party: InvoiceParty | null; testId: string }) {
  const { t } = useTranslation('hub');
  const rows: [string, string | null][] = party
    ? [
        [t('reports.sheet.name'), party.name],
        [t('reports.sheet.registrationNumber'), party.registration_number],
        [t('reports.sheet.representative'), party.representative],
        [t('reports.sheet.address'), party.address],
        [t('reports.sheet.email'), party.emails.join(', ') || null],
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
        <Text fontSize="sm">{t('reports.sheet.noBusiness')}</Text>
      )}
    </Box>
  );
}

export function InvoiceSheet({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation('hub');
  const { invoice, lines, evidence } = detail;
  const rejected = Object.entries(evidence.rejected).sort(([, a], [, b]) => b - a);
  return (
    <Box className="hub-invoice-sheet" bg="white" color="black" p="6" data-testid="invoice-sheet">
      <Heading size="xl" textAlign="center" mb="1">
        {t('reports.sheet.heading')}
      </Heading>
      <HStack justify="center" gap="6" fontSize="sm" mb="5" wrap="wrap">
        <Text>
          {t('reports.sheet.period')}: {invoice.month}
        </Text>
        <Text>
          {t('reports.sheet.number')}: {invoice.month.replace('-', '')}-{String(invoice.id).padStart(6, '0')}
        </Text>
        {invoice.issued_at ? <Text>{formatDate(invoice.issued_at)}</Text> : null}
      </HStack>
      <Flex gap="3" mb="5" direction={{ base: 'column', md: 'row' }}>
        <Party title={t('reports.sheet.issuer')} party={detail.company} testId="invoice-issuer" />
        <Party title={t('reports.sheet.recipient')} party={detail.advertiser} testId="invoice-recipient" />
      </Flex>
      <Table.Root size="sm" variant="outline" mb="4">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('reports.sheet.product')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('reports.sheet.keyword')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('reports.sheet.actions')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('reports.sheet.unitPrice')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('reports.sheet.amount')}</Table.ColumnHeader>
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
        <Box minW="260px" fontSize="sm">
          <Flex justify="space-between">
            <Text>{t('reports.sheet.supply')}</Text>
            <Text data-testid="invoice-supply">{formatWon(invoice.supply)}</Text>
          </Flex>
          <Flex justify="space-between">
            <Text>{t('reports.sheet.vat')}</Text>
            <Text data-testid="invoice-vat">{formatWon(invoice.vat)}</Text>
          </Flex>
          <Flex justify="space-between" borderTopWidth="2px" borderColor="black" mt="1" pt="1" fontWeight="bold" fontSize="md">
            <Text>{t('reports.sheet.total')}</Text>
            <Text data-testid="invoice-total">{formatWon(invoice.total)}</Text>
          </Flex>
        </Box>
      </Flex>
      <Text fontSize="xs" color="gray.600" mb="6">
        {t('reports.sheet.vatNote')}
      </Text>
      <Heading size="md" mb="2">
        {t('reports.sheet.evidence')}
      </Heading>
      <Table.Root size="sm" variant="outline" data-testid="invoice-evidence">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('reports.sheet.reason')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('reports.sheet.count')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row>
            <Table.Cell fontWeight="semibold">{t('reports.sheet.completed')}</Table.Cell>
            <Table.Cell textAlign="end">{formatNumber(evidence.completed)}</Table.Cell>
          </Table.Row>
          <Table.Row>
            <Table.Cell fontWeight="semibold">{t('reports.sheet.rejected')}</Table.Cell>
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
                {t('reports.sheet.noRejected')}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** One of the caller's invoices in a dialog (null: closed). */
export function InvoiceDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('hub');
  const { data, error, isLoading } = useMyInvoice(id);
  return (
    <Dialog.Root open={id !== null} onOpenChange={(event) => !event.open && onClose()} placement="center" size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="invoice-dialog">
            <style>{printCss}</style>
            <Dialog.Header>
              <Dialog.Title>{t('reports.sheet.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {isLoading ? (
                <Flex justify="center" py="10">
                  <Spinner />
                </Flex>
              ) : null}
              {error ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{t('reports.sheet.loadFailed')}</Alert.Title>
                  <Alert.Description>{errorMessage(error)}</Alert.Description>
                </Alert.Root>
              ) : null}
              {data ? <InvoiceSheet detail={data} /> : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('reports.sheet.close')}
              </Button>
              <Button colorPalette="brand" onClick={() => window.print()} disabled={!data} data-testid="invoice-print">
                {t('reports.sheet.print')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
