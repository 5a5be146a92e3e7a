/**
 * Staff (NURLY_ADMIN) set what one app is paid per completion, per reward product (docs/decisions/money-loop.md#prices:
 * tenths of a won). An empty product is left out, so it pays the payout the ad snapshotted.
 */
import { SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { REWARD_PRODUCTS, offerwallMessages, parseTenths, tenthsText } from '@nurly/contracts';
import { FormDialog, useAction } from '@nurly/shared';
import { TextField, useNurlyForm } from '@nurly/shared/forms';
import type { PublisherApp, SetAppPayoutsRequest } from '@nurly/contracts/schemas';
import { APPS_PATH } from '../../lib/apps';
import { putAppPayouts } from './api';

type PayoutValues = { payouts: Record<string, string> };

/** A product's typed payout: '' is no setting (the ad's snapshot pays), else tenths, or null when it is not an amount. */
const payoutOf = (text: string | undefined): number | 'unset' | null => (!text?.trim() ? 'unset' : parseTenths(text));

function valuesOf(app: PublisherApp): PayoutValues {
  const set = new Map(app.payouts.map((payout) => [payout.product_code, payout.payout_tenths]));
  return {
    payouts: Object.fromEntries(
      REWARD_PRODUCTS.map((product) => [product.code, set.has(product.code) ? tenthsText(set.get(product.code)!) : '']),
    ),
  };
}

/** The PUT body: the filled products only, in catalog order. */
export function payoutsBody(values: PayoutValues): SetAppPayoutsRequest {
  const payouts = REWARD_PRODUCTS.flatMap((product) => {
    const tenths = payoutOf(values.payouts[product.code]);
    return typeof tenths === 'number' ? [{ product_code: product.code, payout_tenths: tenths }] : [];
  });
  return { payouts };
}

export function PayoutsDialog({ app, onClose }: { app: PublisherApp | null; onClose: () => void }) {
  const { t } = useTranslation('offerwall');
  const form = useNurlyForm<PayoutValues>({ defaultValues: { payouts: {} } });

  useEffect(() => {
    if (app) form.reset(valuesOf(app));
  }, [app, form]);

  const save = useAction((id: number, body: SetAppPayoutsRequest) => putAppPayouts(id, body), {
    form,
    revalidate: [APPS_PATH],
    success: offerwallMessages.payoutsUpdated,
    onSuccess: onClose,
  });

  return (
    <FormDialog
      open={app !== null}
      onClose={onClose}
      title={t('apps.payoutsTitle', { name: app?.name ?? '' })}
      submitLabel={t('apps.save')}
      form={form}
      onValid={async (values) => {
        if (app) await save(app.id, payoutsBody(values));
      }}
      testId="payouts-dialog"
      submitTestId="payouts-submit"
      maxW="720px"
    >
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('apps.payoutsHelp')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {REWARD_PRODUCTS.map((product) => (
          <TextField
            key={product.code}
            name={`payouts.${product.code}`}
            label={`${product.name} (${t('apps.payoutUnit')})`}
            inputMode="decimal"
            placeholder="-"
            validate={(value) => payoutOf(String(value ?? '')) !== null || t('apps.payoutInvalid', { product: product.name })}
            testId={`payout-${product.code}`}
          />
        ))}
      </SimpleGrid>
    </FormDialog>
  );
}
