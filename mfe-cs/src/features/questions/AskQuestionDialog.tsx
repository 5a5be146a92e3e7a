/** Asking a new question: category, title and body; the new question is handed to the page to open. */
import { Stack } from '@chakra-ui/react';
import { FormDialog, useAction } from '@nurly/shared';
import { SelectField, TextareaField, TextField, useNurlyForm } from '@nurly/shared/forms';
import type { CreateQuestionRequest, Question } from '@nurly/contracts/schemas';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_CATEGORIES } from '@nurly/contracts';
import { NAMESPACE } from '../../ui/text';
import { postQuestion } from '../../lib/questions';

const empty: CreateQuestionRequest = { title: '', category: 'POINT', body: '' };

export function AskQuestionDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (question: Question) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const form = useNurlyForm<CreateQuestionRequest>({ defaultValues: empty });
  const ask = useAction(postQuestion, { form, success: t('questions.created'), revalidate: ['cs/questions'], onSuccess: onCreated });
  const categories = useMemo(() => QUESTION_CATEGORIES.map((key) => ({ value: key, label: t(`categories.question.${key}`) })), [t]);

  // Every opening starts from an empty form.
  useEffect(() => {
    if (open) form.reset(empty);
  }, [open, form]);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('questions.askTitle')}
      submitLabel={t('questions.submit')}
      form={form}
      onValid={ask}
      maxW="600px"
      testId="ask-question-dialog"
    >
      <Stack gap={3}>
        <SelectField name="category" label={t('questions.fields.category')} options={categories} required />
        <TextField
          name="title"
          label={t('questions.fields.title')}
          placeholder={t('questions.titlePlaceholder')}
          maxLength={200}
          required={t('questions.titleRequired')}
        />
        <TextareaField
          name="body"
          label={t('questions.fields.body')}
          placeholder={t('questions.bodyPlaceholder')}
          rows={8}
          maxLength={5000}
          required={t('questions.bodyRequired')}
        />
      </Stack>
    </FormDialog>
  );
}
