/**
 * What the hub's clients pay (money-loop §2: the hub admin's child prices): per reward product the
 * hub's own price, the client price (editable; empty = the hub's own price) and the margin per
 * action. Tenths of a won, shown with one decimal. A refusal (below the hub's own price) shows the
 * server's Korean message, which names the product, above the table; the typed prices stay.
 */
import { Alert, Box, Button, Flex, Input, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '@nurly/shared';
import { formatTenthsWon, parseTierPrice, tierPriceText } from '@nurly/contracts';
import type { TierPrices } from '@nurly/contracts/schemas';
import { PRICES_PATH, savePrices } from './api';

export function PricePanel({ prices }: { prices: TierPrices }) {
  const { t } = useTranslation('hub');
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  // Reset the drafts only when the saved prices change: a revalidation answering the same prices
  // (window focus, another tab) must not wipe what is being typed.
  const saved = prices.results.map((row) => `${row.product_code}:${row.child_price_tenths ?? ''}`).join(',');
  useEffect(() => {
    setDrafts(
      Object.fromEntries(
        saved
          .split(',')
          .map((entry) => entry.split(':'))
          .map(([code, tenths]) => [code, tierPriceText(tenths ? Number(tenths) : null)]),
      ),
    );
  }, [saved]);

  const save = useAction(savePrices, {
    revalidate: [PRICES_PATH],
    onSuccess: () => setRefusal(null),
    onError: (error) => {
      setRefusal(error.message);
      return true;
    },
  });

  const parsed = Object.fromEntries(Object.entries(drafts).map(([code, text]) => [code, parseTierPrice(text)]));
  const invalid = Object.values(parsed).some((value) => value === undefined);

  const submit = () => {
    if (invalid) return;
    void save({
      prices: prices.results.map((row) => ({ product_code: row.product_code, unit_price_tenths: parsed[row.product_code] ?? null })),
    });
  };

  return (
    <Box borderWidth="1px" rounded="md" p="4" data-testid="price-panel">
      <Text as="h2" fontWeight="semibold">
        {t('members.prices.title')}
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('members.prices.description')}
      </Text>
      {refusal ? (
        <Alert.Root status="error" mb="3" data-testid="price-refusal">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('members.prices.product')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('members.prices.own')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('members.prices.clientPrice')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('members.prices.margin')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {prices.results.map((row) => {
              const draft = parsed[row.product_code];
              const margin = typeof draft === 'number' ? draft - row.own_price_tenths : 0;
              return (
                <Table.Row key={row.product_code} data-testid={`price-row-${row.product_code}`}>
                  <Table.Cell>{row.product_name}</Table.Cell>
                  <Table.Cell textAlign="end">{formatTenthsWon(row.own_price_tenths)}</Table.Cell>
                  <Table.Cell>
                    <Input
                      size="xs"
                      maxW="28"
                      inputMode="decimal"
                      placeholder={tierPriceText(row.own_price_tenths)}
                      aria-label={t('members.prices.clientPriceOf', { product: row.product_name })}
                      aria-invalid={draft === undefined}
                      value={drafts[row.product_code] ?? ''}
                      onChange={(event) => setDrafts((current) => ({ ...current, [row.product_code]: event.target.value }))}
                      data-testid={`client-price-${row.product_code}`}
                    />
                  </Table.Cell>
                  <Table.Cell textAlign="end" color={margin < 0 ? 'red.fg' : undefined} data-testid={`margin-${row.product_code}`}>
                    {formatTenthsWon(margin)}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <Flex justify="space-between" align="center" mt="3" gap="2" wrap="wrap">
        <Text fontSize="sm" color={invalid ? 'red.fg' : 'fg.muted'}>
          {invalid ? t('members.prices.invalid') : t('members.prices.hint')}
        </Text>
        <Button size="sm" colorPalette="brand" loading={save.isRunning} disabled={invalid} onClick={submit} data-testid="save-prices">
          {t('members.prices.save')}
        </Button>
      </Flex>
    </Box>
  );
}
