/**
 * Child prices per reward product (docs/decisions/money-loop.md#prices), as the reseller console sets them for an account's
 * children and the hub console for its clients: per product the own price (and, with `showSources`,
 * the catalog price and where the own price comes from), the child price (editable; empty = no
 * setting, children pay the own price) and the margin per action. Tenths of a won, shown with their
 * tenth (₩38.5). A refused save shows the server's Korean message (it names the product) above the
 * table and keeps what was typed; a revalidation answering the same prices does not wipe it either.
 * The words are the remote's (`labels`): the two consoles name the prices differently.
 */
import { Alert, Badge, Box, Button, Flex, Input, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { formatTenthsWon, parseTierPrice, tierPriceText } from '@nurly/contracts';
import type { SetTierPricesRequest, TierPrices } from '@nurly/contracts/schemas';
import { useAction, type KeyMatcher } from '@nurly/shared';

export interface TierPriceLabels {
  product: string;
  own: string;
  child: string;
  childOf: (product: string) => string;
  margin: string;
  save: string;
  hint: string;
  invalid: string;
  /** With `showSources`: the catalog price's column and the own price's source when it is the catalog. */
  catalog?: string;
  catalogSource?: string;
}

export interface TierPriceTableProps {
  prices: TierPrices;
  /** Saves the child prices (the remote's call: its path, and whose prices they are). */
  save: (prices: SetTierPricesRequest['prices']) => Promise<unknown>;
  revalidate: readonly KeyMatcher[];
  labels: TierPriceLabels;
  /** The catalog price and the own price's source (the reseller console). */
  showSources?: boolean;
  /** data-testid of a product's input: `${inputTestId}-${product_code}`. */
  inputTestId: string;
}

export function TierPriceTable({ prices, save, revalidate, labels, showSources = false, inputTestId }: TierPriceTableProps) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const editable = prices.can_set_child_prices;

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

  const run = useAction(save, {
    revalidate,
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
    void run(prices.results.map((row) => ({ product_code: row.product_code, unit_price_tenths: parsed[row.product_code] ?? null })));
  };

  return (
    <>
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
              <Table.ColumnHeader>{labels.product}</Table.ColumnHeader>
              {showSources ? <Table.ColumnHeader textAlign="end">{labels.catalog}</Table.ColumnHeader> : null}
              <Table.ColumnHeader textAlign="end">{labels.own}</Table.ColumnHeader>
              <Table.ColumnHeader>{labels.child}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{labels.margin}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {prices.results.map((row) => {
              const draft = parsed[row.product_code];
              const margin = typeof draft === 'number' ? draft - row.own_price_tenths : 0;
              return (
                <Table.Row key={row.product_code} data-testid={`price-row-${row.product_code}`}>
                  <Table.Cell>{row.product_name}</Table.Cell>
                  {showSources ? <Table.Cell textAlign="end">{formatTenthsWon(row.catalog_price_tenths)}</Table.Cell> : null}
                  <Table.Cell textAlign="end">
                    {formatTenthsWon(row.own_price_tenths)}
                    {showSources ? (
                      <Badge ml="2" size="xs" variant="subtle">
                        {row.own_price_source ? row.own_price_source.name : labels.catalogSource}
                      </Badge>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>
                    <Input
                      size="xs"
                      maxW="28"
                      inputMode="decimal"
                      placeholder={tierPriceText(row.own_price_tenths)}
                      aria-label={labels.childOf(row.product_name)}
                      aria-invalid={draft === undefined}
                      disabled={!editable}
                      value={drafts[row.product_code] ?? ''}
                      onChange={(event) => setDrafts((current) => ({ ...current, [row.product_code]: event.target.value }))}
                      data-testid={`${inputTestId}-${row.product_code}`}
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
          {invalid ? labels.invalid : labels.hint}
        </Text>
        <Button
          size="sm"
          colorPalette="brand"
          loading={run.isRunning}
          disabled={!editable || invalid}
          onClick={submit}
          data-testid="save-prices"
        >
          {labels.save}
        </Button>
      </Flex>
    </>
  );
}
