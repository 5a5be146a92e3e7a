import { Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { FormDialog, notify } from '@nurly/shared';
import type { Question, QuestionCategory } from '@nurly/contracts/schemas';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, QUESTION_CATEGORY_KEYS } from '../../ui/text';
import { postQuestion } from './api';

interface AskForm {
  title: string;
  category: QuestionCategory;
  body: string;
}

const empty: AskForm = { title: '', category: 'POINT', body: '' };

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
  const [form, setForm] = useState<AskForm>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof AskForm, string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      setForm(empty);
      setErrors({});
    }
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!form.title.trim()) problems.title = t('questions.titleRequired');
    if (!form.body.trim()) problems.body = t('questions.bodyRequired');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      const created = await postQuestion(form);
      notify.success(t('questions.created'));
      onCreated(created);
    } catch (failure) {
      notify.fromError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('questions.askTitle')}
      submitLabel={t('questions.submit')}
      onSubmit={submit}
      saving={saving}
      maxW="600px"
      testId="ask-question-dialog"
    >
      <Stack gap={3}>
        <Field.Root required>
          <Field.Label>{t('questions.fields.category')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={form.category}
              onChange={(e) => setForm((f) => ({ ...f, category: e.target.value as QuestionCategory }))}
            >
              {QUESTION_CATEGORY_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(`categories.question.${key}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required invalid={!!errors.title}>
          <Field.Label>{t('questions.fields.title')}</Field.Label>
          <Input
            value={form.title}
            maxLength={200}
            placeholder={t('questions.titlePlaceholder')}
            onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
          />
          {errors.title ? <Field.ErrorText>{errors.title}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root required invalid={!!errors.body}>
          <Field.Label>{t('questions.fields.body')}</Field.Label>
          <Textarea
            rows={8}
            maxLength={5000}
            value={form.body}
            placeholder={t('questions.bodyPlaceholder')}
            onChange={(e) => setForm((f) => ({ ...f, body: e.target.value }))}
          />
          {errors.body ? <Field.ErrorText>{errors.body}</Field.ErrorText> : null}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
