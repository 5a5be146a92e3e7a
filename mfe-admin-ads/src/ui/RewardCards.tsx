/**
 * The reward catalog as cards (docs/decisions/product.md#entities: name, description, price, colour, Hot/New badge), only the
 * products of the chosen channel. Several can be chosen; each chosen one gets its daily volume.
 */
import { Badge, Box, Checkbox, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NumberField, useFieldArray, useFormContext } from '@nurly/shared/forms';
import { AD_DAILY_VOLUME_MAX, formatTenthsWon, type AdChannel } from '@nurly/contracts';
import type { CampaignProduct } from '@nurly/contracts/schemas';
import { DEFAULT_DAILY_VOLUME, type AdFormValues } from '../lib/ad-form-rules';

export interface RewardCardsProps {
  products: CampaignProduct[];
  channel: AdChannel;
}

export function RewardCards({ products, channel }: RewardCardsProps) {
  const { t } = useTranslation('admin-ads');
  const { control, getFieldState, formState } = useFormContext<AdFormValues>();
  // Not a FieldFrame: its field context would give every card's checkbox the same id and label.
  const error = getFieldState('rewards', formState).error?.message;
  const { fields, append, remove } = useFieldArray({ control, name: 'rewards' });
  const offered = products.filter((product) => product.channel === channel);

  return (
    <Stack gap="1.5" role="group" aria-labelledby="reward-cards-label">
      <Text id="reward-cards-label" fontWeight="medium" fontSize="sm">
        {t('form.rewards')}{' '}
        <Text as="span" color="fg.error" aria-hidden>
          *
        </Text>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" w="full" data-testid="reward-cards">
        {offered.map((product) => {
          const index = fields.findIndex((line) => line.product_code === product.code);
          const chosen = index >= 0;
          return (
            <Box
              key={product.code}
              borderWidth="2px"
              borderRadius="lg"
              p="3"
              borderColor={chosen ? product.color : 'border'}
              borderLeftWidth="6px"
              borderLeftColor={product.color}
              data-testid={`reward-card-${product.code}`}
            >
              <Stack gap="2">
                <HStack justify="space-between" align="start">
                  <Checkbox.Root
                    checked={chosen}
                    onCheckedChange={(event) =>
                      event.checked === true
                        ? append({ product_code: product.code, daily_volume: DEFAULT_DAILY_VOLUME })
                        : index >= 0 && remove(index)
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label fontWeight="semibold">{product.name}</Checkbox.Label>
                  </Checkbox.Root>
                  <HStack gap="1">
                    {product.badges.map((badge) => (
                      <Badge key={badge} colorPalette={badge === 'Hot' ? 'red' : 'blue'} variant="solid" size="sm">
                        {badge}
                      </Badge>
                    ))}
                  </HStack>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {product.description}
                </Text>
                <HStack gap="2" fontSize="sm">
                  <Text fontWeight="bold" color={product.color}>
                    {t('form.perAction', { price: formatTenthsWon(product.unit_price_tenths) })}
                  </Text>
                  {product.unit_price_tenths !== product.catalog_price_tenths ? (
                    <Text as="s" color="fg.subtle">
                      {formatTenthsWon(product.catalog_price_tenths)}
                    </Text>
                  ) : null}
                  {product.requires_answer ? (
                    <Badge size="sm" variant="outline">
                      {t('form.needsAnswer')}
                    </Badge>
                  ) : null}
                </HStack>
                {chosen ? (
                  <NumberField
                    name={`rewards.${index}.daily_volume`}
                    label={t('form.dailyVolume')}
                    min={1}
                    max={AD_DAILY_VOLUME_MAX}
                    step={10}
                    unit="건"
                    testId={`volume-${product.code}`}
                    errorTestId={`volume-${product.code}-error`}
                  />
                ) : null}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
      {error ? (
        <Text fontSize="xs" color="fg.error" data-testid="rewards-error" role="alert">
          {error}
        </Text>
      ) : null}
      <Text fontSize="xs" color="fg.muted">
        {t('form.rewardsHelp')}
      </Text>
    </Stack>
  );
}
