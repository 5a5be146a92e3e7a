/**
 * Registers one ad (POST hub/ads): on the hub console for a client of the group (the picker lists
 * GET hub/ads/clients), on the reward site for the caller. The server applies every rule of POST
 * admin/ads (price, hold, duplicates); its 400 lands under the field it names, a 409 (points,
 * duplicate) is a toast, and the form keeps what was typed.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Stack } from '@chakra-ui/react';
import {
  AD_DAILY_VOLUME_MAX,
  AD_DAILY_VOLUME_MIN,
  AD_KEYWORD_MAX_LENGTH,
  AD_QUESTION_MAX_LENGTH,
  AD_TARGET_ID_MAX_LENGTH,
  AD_TARGET_NAME_MAX_LENGTH,
  AD_TARGET_URL_MAX_LENGTH,
  REWARD_PRODUCTS,
  adMessageKey,
  answersOf,
  checkDailyVolume,
  checkEndDay,
  checkStartDay,
  checkTarget,
  checkVerification,
  rewardProductOf,
  seoulDayOf,
  shiftDay,
  type AdChannel,
  type RuleResult,
} from '@nurly/contracts';
import type { HubCreateAdRequest } from '@nurly/contracts/schemas';
import { FormDialog, useAction } from '@nurly/shared';
import { NumberField, SelectField, TextField, TextareaField, useNurlyForm, type FieldValues } from '@nurly/shared/forms';
import { DateField } from './DateField';
import { HUB_ADS_PATH, postAd } from './api';
import type { Deployment } from '../../lib/deployment';

export interface RegisterValues {
  client_id: string;
  product_code: string;
  keyword: string;
  mid: string;
  url: string;
  store_name: string;
  place_id: string;
  place_name: string;
  daily_volume: number | null;
  start_date: string;
  end_date: string;
  question: string;
  answers: string;
}

/** A blank form: the ad runs from tomorrow to a week from today (Korea days). */
const emptyValues = (today = seoulDayOf(new Date())): RegisterValues => ({
  client_id: '',
  product_code: '',
  keyword: '',
  mid: '',
  url: '',
  store_name: '',
  place_id: '',
  place_name: '',
  daily_volume: null,
  start_date: shiftDay(today, 1),
  end_date: shiftDay(today, 7),
  question: '',
  answers: '',
});

/** The request of the form's values: blank optional fields left out, the answers one per line. */
export function requestOf(values: RegisterValues, channel: AdChannel, deployment: Deployment): HubCreateAdRequest {
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  const answers = answersOf(values.answers);
  const target =
    channel === 'NAVER_PLACE'
      ? { place_id: optional(values.place_id), place_name: optional(values.place_name) }
      : { mid: optional(values.mid), store_name: optional(values.store_name) };
  return {
    ...(deployment === 'hub' && values.client_id ? { client_id: Number(values.client_id) } : {}),
    channel,
    product_code: values.product_code,
    keyword: values.keyword.trim(),
    url: optional(values.url),
    ...target,
    daily_volume: values.daily_volume ?? 0,
    start_date: values.start_date,
    end_date: values.end_date,
    question: optional(values.question),
    answers: answers.length ? answers : undefined,
  };
}

/** The ad's target fields per channel: its id (MID or place id), URL and name (test ids `register-<field>`). */
const TARGET_FIELDS = {
  shopping: { id: 'mid', idLabel: 'mid', urlLabel: 'productUrl', name: 'store_name', nameLabel: 'storeName' },
  place: { id: 'place_id', idLabel: 'placeId', urlLabel: 'placeUrl', name: 'place_name', nameLabel: 'placeName' },
} as const;

const fieldTestId = (field: string) => `register-${field.replace('_', '-')}`;

interface Props {
  open: boolean;
  onClose: () => void;
  channel: AdChannel;
  deployment: Deployment;
  clients: { id: number; username: string; name: string | null }[];
}

export function RegisterAdDialog({ open, onClose, channel, deployment, clients }: Props) {
  const { t } = useTranslation('hub');
  const form = useNurlyForm<RegisterValues>({ defaultValues: emptyValues() });
  const place = channel === 'NAVER_PLACE';
  const products = useMemo(() => REWARD_PRODUCTS.filter((product) => product.channel === channel), [channel]);
  const save = useAction((values: RegisterValues) => postAd(requestOf(values, channel, deployment)), {
    form,
    revalidate: [HUB_ADS_PATH],
    onSuccess: onClose,
  });

  useEffect(() => {
    if (open) form.reset({ ...emptyValues(), client_id: clients.length === 1 ? String(clients[0].id) : '' });
    // Reset only when the dialog opens: the typed values survive a refused submit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const hub = deployment === 'hub';
  // The contract's rules (the server's): each field shows the refusal that names it (the answers
  // rule: at most AD_ANSWERS_MAX of AD_ANSWER_MAX_LENGTH characters, so the box has no length of its own).
  const shown = (result: RuleResult, field: string) =>
    result?.field === field ? t(`ads.form.rules.${adMessageKey(result) ?? ''}`, { defaultValue: result.message }) : true;
  const targetRule = (field: string) => (_value: unknown, values: FieldValues) => {
    const typed = values as RegisterValues;
    return shown(checkTarget(channel, { mid: typed.mid, place_id: typed.place_id, url: typed.url }), field);
  };
  const volumeRule = (value: unknown) => shown(checkDailyVolume(typeof value === 'number' ? value : null), 'daily_volume');
  const startRule = (value: unknown) => shown(checkStartDay(String(value), seoulDayOf(new Date())), 'start_date');
  const endRule = (value: unknown, values: FieldValues) =>
    shown(checkEndDay((values as RegisterValues).start_date, String(value)), 'end_date');
  const verificationRule = (field: 'question' | 'answers') => (_value: unknown, values: FieldValues) => {
    const typed = values as RegisterValues;
    const requiresAnswer = rewardProductOf(typed.product_code)?.requiresAnswer ?? false;
    const problem = checkVerification(typed.question, answersOf(typed.answers), requiresAnswer).find((result) => result.field === field);
    return shown(problem ?? null, field);
  };

  const target = place ? TARGET_FIELDS.place : TARGET_FIELDS.shopping;
  return (
    <FormDialog<RegisterValues>
      open={open}
      onClose={onClose}
      title={t('ads.form.title')}
      submitLabel={t('ads.form.submit')}
      form={form}
      onValid={save}
      testId="register-dialog"
      submitTestId="register-submit"
    >
      <Stack gap="3">
        {hub && !clients.length ? (
          <Alert.Root status="warning" data-testid="no-clients">
            <Alert.Indicator />
            <Alert.Title>{t('ads.form.noClients')}</Alert.Title>
          </Alert.Root>
        ) : null}
        {hub ? (
          <SelectField
            name="client_id"
            label={t('ads.form.client')}
            placeholder={t('ads.form.clientPlaceholder')}
            required
            options={clients.map((client) => ({
              value: String(client.id),
              label: client.name ? `${client.name} (${client.username})` : client.username,
            }))}
            testId="register-client"
          />
        ) : null}
        <SelectField
          name="product_code"
          label={t('ads.form.product')}
          placeholder={t('ads.form.productPlaceholder')}
          required
          options={products.map((product) => ({ value: product.code, label: product.name }))}
          testId="register-product"
        />
        <TextField name="keyword" label={t('ads.form.keyword')} required maxLength={AD_KEYWORD_MAX_LENGTH} testId="register-keyword" />
        <TextField
          name={target.id}
          label={t(`ads.form.${target.idLabel}`)}
          helperText={t(`ads.form.${target.idLabel}Help`)}
          inputMode="numeric"
          maxLength={AD_TARGET_ID_MAX_LENGTH}
          validate={targetRule(target.id)}
          testId={fieldTestId(target.id)}
        />
        <TextField
          name="url"
          label={t(`ads.form.${target.urlLabel}`)}
          maxLength={AD_TARGET_URL_MAX_LENGTH}
          validate={targetRule('url')}
          testId="register-url"
        />
        <TextField
          name={target.name}
          label={t(`ads.form.${target.nameLabel}`)}
          maxLength={AD_TARGET_NAME_MAX_LENGTH}
          testId={fieldTestId(target.name)}
        />
        <NumberField
          name="daily_volume"
          label={t('ads.form.dailyVolume')}
          required
          min={AD_DAILY_VOLUME_MIN}
          max={AD_DAILY_VOLUME_MAX}
          validate={volumeRule}
          unit={t('ads.form.unit')}
          testId="register-volume"
        />
        <DateField name="start_date" label={t('ads.form.startDate')} validate={startRule} testId="register-start" />
        <DateField name="end_date" label={t('ads.form.endDate')} validate={endRule} testId="register-end" />
        <TextareaField
          name="question"
          label={t('ads.form.question')}
          helperText={t('ads.form.questionHelp')}
          maxLength={AD_QUESTION_MAX_LENGTH}
          rows={2}
          validate={verificationRule('question')}
          testId="register-question"
        />
        <TextareaField
          name="answers"
          label={t('ads.form.answers')}
          rows={3}
          validate={verificationRule('answers')}
          testId="register-answers"
        />
      </Stack>
    </FormDialog>
  );
}
