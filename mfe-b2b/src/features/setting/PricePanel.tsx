/**
 * The selected account's prices (money-loop §2): per product the catalog price, its own price and
 * where it comes from, what its children pay (editable; empty = no setting) and the margin per
 * action. Prices are tenths of a won, shown with their tenth (₩38.5). A refused save shows the
 * server's Korean message (it names the product) above the table.
 */
import { Alert, Badge, Box, Button, Flex, Input, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '@nurly/shared';
import { formatTenthsWon, parseTierPrice, tierPriceText } from '@nurly/contracts';
import { MEMBERS_PATH, PRICES_PATH, savePrices, usePrices } from './api';

export function PricePanel({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const { t } = useTranslation('b2b');
  const { data, isLoading } = usePrices(accountId);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (data) setDrafts(Object.fromEntries(data.results.map((row) => [row.product_code, tierPriceText(row.child_price_tenths)])));
  }, [data]);

  const save = useAction(savePrices, {
    revalidate: [PRICES_PATH, MEMBERS_PATH],
    onSuccess: () => setRefusal(null),
    onError: (error) => {
      setRefusal(error.message);
      return true;
    },
  });

  const parsed = Object.fromEntries(Object.entries(drafts).map(([code, text]) => [code, parseTierPrice(text)]));
  const invalid = Object.values(parsed).some((value) => value === undefined);

  const submit = () => {
    if (!data || invalid) return;
    void save({
      account_id: accountId,
      prices: data.results.map((row) => ({ product_code: row.product_code, unit_price_tenths: parsed[row.product_code] ?? null })),
    });
  };

  return (
    <Box borderWidth="1px" rounded="md" p="4" data-testid="price-panel">
      <Flex justify="space-between" align="center" mb="3" gap="2" wrap="wrap">
        <Text as="h2" fontWeight="semibold">
          {data ? t('prices.title', { name: data.account.name ?? data.account.username }) : t('prices.loading')}
        </Text>
        <Button size="xs" variant="ghost" onClick={onClose}>
          {t('prices.close')}
        </Button>
      </Flex>
      {refusal ? (
        <Alert.Root status="error" mb="3" data-testid="price-refusal">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      ) : null}
      {data && !data.can_set_child_prices ? (
        <Text color="fg.muted" mb="3">
          {t('prices.advertiserHint')}
        </Text>
      ) : null}
      {isLoading && !data ? <Text color="fg.muted">{t('prices.loading')}</Text> : null}
      {data ? (
        <>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('columns.rewardProduct')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('prices.catalog')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('prices.own')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('prices.childPrice')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('prices.margin')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.results.map((row) => {
                const draft = parsed[row.product_code];
                const margin = typeof draft === 'number' ? draft - row.own_price_tenths : 0;
                return (
                  <Table.Row key={row.product_code} data-testid={`price-row-${row.product_code}`}>
                    <Table.Cell>{row.product_name}</Table.Cell>
                    <Table.Cell textAlign="end">{formatTenthsWon(row.catalog_price_tenths)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {formatTenthsWon(row.own_price_tenths)}
                      <Badge ml="2" size="xs" variant="subtle">
                        {row.own_price_source ? row.own_price_source.name : t('prices.catalogSource')}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <Input
                        size="xs"
                        maxW="28"
                        inputMode="decimal"
                        placeholder={tierPriceText(row.own_price_tenths)}
                        aria-label={t('prices.childPriceOf', { product: row.product_name })}
                        aria-invalid={draft === undefined}
                        disabled={!data.can_set_child_prices}
                        value={drafts[row.product_code] ?? ''}
                        onChange={(event) => setDrafts((current) => ({ ...current, [row.product_code]: event.target.value }))}
                        data-testid={`child-price-${row.product_code}`}
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
          <Flex justify="space-between" align="center" mt="3" gap="2" wrap="wrap">
            <Text fontSize="sm" color={invalid ? 'red.fg' : 'fg.muted'}>
              {invalid ? t('prices.invalid') : t('prices.hint')}
            </Text>
            <Button
              size="sm"
              colorPalette="brand"
              loading={save.isRunning}
              disabled={!data.can_set_child_prices || invalid}
              onClick={submit}
              data-testid="save-prices"
            >
              {t('prices.save')}
            </Button>
          </Flex>
        </>
      ) : null}
    </Box>
  );
}
