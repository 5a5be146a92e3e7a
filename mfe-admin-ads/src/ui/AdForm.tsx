/**
 * The campaign form of /campaign/add and of the staff "광고 등록" dialog: channel, target (from my
 * products or a pasted MID/URL, or a place), keyword, reward products with their daily volumes,
 * period, question and answers, memo, images — with a live cost estimate against the available
 * balance. The rules of rules.ts validate it (the form's resolver); a server `{ field, message }`
 * lands under its field, anything else is a toast.
 */
import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AD_CHANNELS,
  AD_KEYWORD_MAX_LENGTH,
  AD_MEMO_MAX_LENGTH,
  AD_QUESTION_MAX_LENGTH,
  rewardProductOf,
  type AdChannel,
  type AdService,
  seoulDayOf,
  shiftDay,
} from '@nurly/contracts';
import { useAction } from '@nurly/shared';
import {
  FieldFrame,
  Form,
  SelectField,
  TextField,
  TextareaField,
  useFormContext,
  useNurlyForm,
  useWatch,
  type FieldErrors,
  type FieldPath,
} from '@nurly/shared/forms';
import type { AdAccount, CampaignProduct, CreateAdResponse, MissionImage, MyProduct } from '@nurly/contracts/schemas';
import { estimateCampaign } from '../lib/cost';
import { postAd, useCampaignProducts } from '../lib/ad-form-api';
import { CostEstimate } from './CostEstimate';
import { MissionImages } from './MissionImages';
import { ProductPickerDialog } from './ProductPickerDialog';
import { RewardCards } from './RewardCards';
import {
  emptyAdForm,
  formFieldOf,
  toCreateAdRequest,
  validateAdForm,
  type AdFormProblems,
  type AdFormValues,
  type RuleMessages,
} from '../lib/ad-form-rules';

export interface AdFormProps {
  /** Staff registering an ad for a client: the console's service and the accounts to choose from. */
  staff?: { service: AdService; customers: AdAccount[] };
  /** A console lists one channel: the form keeps it; without it the customer chooses. */
  channel?: AdChannel;
  onCreated: (result: CreateAdResponse) => void;
}

/** 'rewards.0.daily_volume' → errors.rewards[0].daily_volume, as react-hook-form reads nested errors. */
function toFieldErrors(problems: AdFormProblems): FieldErrors<AdFormValues> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(problems)) {
    const parts = path.split('.');
    let node = errors;
    parts.slice(0, -1).forEach((part, index) => {
      node[part] ??= /^\d+$/.test(parts[index + 1]) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
    node[parts.at(-1)!] = { type: 'validate', message };
  }
  return errors as FieldErrors<AdFormValues>;
}

function DateField({ name, label, min, testId }: { name: 'start_date' | 'end_date'; label: string; min?: string; testId: string }) {
  const { register } = useFormContext<AdFormValues>();
  return (
    <FieldFrame name={name} label={label} required>
      <Input type="date" min={min} {...register(name)} data-testid={testId} />
    </FieldFrame>
  );
}

export function AdForm({ staff, channel: fixedChannel, onCreated }: AdFormProps) {
  const { t } = useTranslation('admin-ads');
  const today = useMemo(() => seoulDayOf(new Date()), []);
  const { data: catalog } = useCampaignProducts();
  const products = useMemo<CampaignProduct[]>(() => catalog?.results ?? [], [catalog]);
  const messages = t('rules', { returnObjects: true }) as RuleMessages;
  // The resolver is fixed at the form's creation: it reads the latest catalog and texts through a ref.
  const latest = useRef({ products, messages });
  latest.current = { products, messages };
  const form = useNurlyForm<AdFormValues>({
    defaultValues: { ...emptyAdForm(fixedChannel ?? 'NAVER_SHOPPING', today), end_date: shiftDay(today, 6) },
    resolver: (values) => {
      const requiresAnswer = (code: string) =>
        latest.current.products.find((product) => product.code === code)?.requires_answer ?? rewardProductOf(code)?.requiresAnswer ?? false;
      const problems = validateAdForm(values, { today, requiresAnswer, staff: !!staff, messages: latest.current.messages });
      return Object.keys(problems).length ? { values: {}, errors: toFieldErrors(problems) } : { values, errors: {} };
    },
  });
  const [pickerOpen, setPickerOpen] = useState(false);
  const [images, setImages] = useState<MissionImage[]>([]);
  const [channel, rewards, startDate, endDate, mid, placeId] = useWatch({
    control: form.control,
    name: ['channel', 'rewards', 'start_date', 'end_date', 'mid', 'place_id'],
  });
  const shopping = channel === 'NAVER_SHOPPING';
  const idField = shopping
    ? { name: 'mid', label: 'mid', testId: 'ad-mid' }
    : { name: 'place_id', label: 'placeId', testId: 'ad-place-id' };

  const estimate = estimateCampaign(
    rewards.map((line) => ({
      code: line.product_code,
      dailyVolume: line.daily_volume ?? 0,
      priceTenths: products.find((product) => product.code === line.product_code)?.unit_price_tenths ?? 0,
    })),
    startDate,
    endDate,
  );
  // Staff register for a client: the client's balance is checked by the server, not here.
  const available = staff ? null : (catalog?.available ?? null);
  const overBudget = available !== null && estimate.total > available;

  const create = useAction(postAd, {
    form,
    success: t('form.created'),
    onError: (error) => {
      const target = formFieldOf(error.field, form.getValues());
      if (!target) return false;
      form.setError(target as FieldPath<AdFormValues>, { type: 'server', message: error.message }, { shouldFocus: true });
      return true;
    },
    onSuccess: (result) => onCreated(result),
  });

  const chooseChannel = (next: AdChannel) => {
    if (next === channel) return;
    // Another channel: other reward products and another kind of target.
    form.reset(
      { ...form.getValues(), channel: next, rewards: [], mid: '', place_id: '', url: '', target_name: '' },
      { keepDefaultValues: true },
    );
    setImages([]);
  };

  const pick = (product: MyProduct) => {
    const keyword = product.main_keyword ?? product.keywords[0]?.keyword ?? '';
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue(shopping ? 'mid' : 'place_id', product.productId, options);
    if (keyword) form.setValue('keyword', keyword, options);
    form.setValue('url', product.url ?? '', options);
    form.setValue('target_name', (shopping ? product.malls[0] : product.title) ?? '', options);
    setPickerOpen(false);
  };

  return (
    <Form
      form={form}
      onSubmit={(values) => create(toCreateAdRequest(values, { imageIds: images.map((image) => image.id), service: staff?.service }))}
      testId="ad-form"
    >
      <Stack gap="5" maxW="880px">
        {staff ? (
          <SelectField
            name="owner_id"
            label={t('form.owner')}
            placeholder={t('form.ownerPlaceholder')}
            required
            testId="ad-owner"
            options={staff.customers.map((account) => ({
              value: String(account.id),
              label: account.name ? `${account.name} (${account.username})` : account.username,
            }))}
          />
        ) : null}

        {fixedChannel ? null : (
          <Field.Root>
            <Field.Label>{t('form.channel')}</Field.Label>
            <HStack gap="2" role="group" aria-label={t('form.channel')}>
              {AD_CHANNELS.map((value) => (
                <Button
                  key={value}
                  size="sm"
                  variant={value === channel ? 'solid' : 'outline'}
                  colorPalette="brand"
                  aria-pressed={value === channel}
                  onClick={() => chooseChannel(value)}
                  data-testid={`channel-${value}`}
                >
                  {t(`labels.channel.${value}`)}
                </Button>
              ))}
            </HStack>
          </Field.Root>
        )}

        <Stack gap="3" borderWidth="1px" borderRadius="lg" p="4">
          <HStack justify="space-between">
            <Text fontWeight="bold">{t('columns.target')}</Text>
            {staff ? null : (
              <Button size="sm" variant="outline" onClick={() => setPickerOpen(true)} data-testid="open-picker">
                {t('form.pickProduct')}
              </Button>
            )}
          </HStack>
          <TextField
            name="keyword"
            label={t('form.keyword')}
            helperText={t('form.keywordHelp')}
            required
            maxLength={AD_KEYWORD_MAX_LENGTH}
            testId="ad-keyword"
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {/* The product's MID or the place's id: one field per channel (keyed, so each starts as its own). */}
            <TextField
              key={idField.name}
              name={idField.name}
              label={t(`form.${idField.label}`)}
              helperText={t(`form.${idField.label}Help`)}
              inputMode="numeric"
              normalize={(value) => value.trim()}
              testId={idField.testId}
            />
            <TextField
              name="target_name"
              label={shopping ? t('form.storeName') : t('form.placeName')}
              maxLength={100}
              testId="ad-target-name"
            />
          </SimpleGrid>
          <TextField
            name="url"
            type="url"
            label={shopping ? t('form.productUrl') : t('form.placeUrl')}
            normalize={(value) => value.trim()}
            testId="ad-url"
          />
        </Stack>

        <RewardCards products={products} channel={channel} />

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <DateField name="start_date" label={t('form.startDate')} min={today} testId="ad-start" />
          <DateField name="end_date" label={t('form.endDate')} min={startDate || today} testId="ad-end" />
        </SimpleGrid>

        <TextField
          name="question"
          label={t('form.question')}
          helperText={t('form.questionHelp')}
          maxLength={AD_QUESTION_MAX_LENGTH}
          testId="ad-question"
        />
        <TextareaField name="answers" label={t('form.answers')} helperText={t('form.answersHelp')} rows={3} testId="ad-answers" />
        <TextareaField name="memo" label={t('form.memo')} maxLength={AD_MEMO_MAX_LENGTH} rows={2} testId="ad-memo" />
        <MissionImages images={images} onChange={setImages} productRef={(shopping ? mid : placeId).trim()} />

        <CostEstimate estimate={estimate} products={products} available={available} held={staff ? null : (catalog?.held ?? null)} />

        <HStack justify="end">
          <Button type="submit" colorPalette="brand" loading={create.isRunning} disabled={overBudget} data-testid="ad-submit">
            {staff ? t('form.submitStaff') : t('form.submit')}
          </Button>
        </HStack>
      </Stack>
      <ProductPickerDialog open={pickerOpen} type={shopping ? 'shopping' : 'place'} onClose={() => setPickerOpen(false)} onPick={pick} />
    </Form>
  );
}
