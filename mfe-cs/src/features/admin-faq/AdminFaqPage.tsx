/** Staff FAQ (/admin/faq): the list in display order, create-or-update in a dialog, delete with confirm. */
import { Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { confirmDialog, DataTable, FormDialog, Icon, notify, PageHeader } from '@nurly/shared';
import type { Faq, FaqCategory } from '@nurly/contracts/schemas';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FAQ_CATEGORY_KEYS, NAMESPACE } from '../../ui/text';
import { deleteFaq, saveFaq } from '../faq/api';
import { useFaqs } from '../faq/hooks';

interface FaqForm {
  id?: number;
  question: string;
  answer: string;
  category: FaqCategory;
  /** Text so it can be left empty (= append at the end). */
  order: string;
}

const emptyForm: FaqForm = { question: '', answer: '', category: 'POINT', order: '' };

function FaqDialog({ editing, onClose, onSaved }: { editing: FaqForm | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [form, setForm] = useState<FaqForm>(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<'question' | 'answer', string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (editing) {
      setForm(editing);
      setErrors({});
    }
  }, [editing]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!form.question.trim()) problems.question = t('adminFaq.questionRequired');
    if (!form.answer.replace(/<[^>]*>/g, '').trim()) problems.answer = t('adminFaq.answerRequired');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      const order = form.order.trim() === '' ? undefined : Math.max(0, Math.trunc(Number(form.order)) || 0);
      await saveFaq({
        ...(form.id && { id: form.id }),
        question: form.question,
        answer: form.answer,
        category: form.category,
        ...(order !== undefined && { order }),
      });
      notify.success(t('adminFaq.saved'));
      onSaved();
    } catch (failure) {
      notify.fromError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open={!!editing}
      onClose={onClose}
      title={form.id ? t('adminFaq.edit') : t('adminFaq.create')}
      submitLabel={t('adminFaq.save')}
      onSubmit={submit}
      saving={saving}
      maxW="700px"
      testId="faq-dialog"
    >
      <Stack gap={3}>
        <HStack gap={3} align="flex-start">
          <Field.Root required>
            <Field.Label>{t('adminFaq.fields.category')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={form.category}
                onChange={(e) => setForm((f) => ({ ...f, category: e.target.value as FaqCategory }))}
              >
                {FAQ_CATEGORY_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {t(`categories.faq.${key}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('adminFaq.fields.order')}</Field.Label>
            <Input type="number" min={0} value={form.order} onChange={(e) => setForm((f) => ({ ...f, order: e.target.value }))} />
            <Field.HelperText>{t('adminFaq.orderHelp')}</Field.HelperText>
          </Field.Root>
        </HStack>
        <Field.Root required invalid={!!errors.question}>
          <Field.Label>{t('adminFaq.fields.question')}</Field.Label>
          <Input value={form.question} maxLength={200} onChange={(e) => setForm((f) => ({ ...f, question: e.target.value }))} />
          {errors.question ? <Field.ErrorText>{errors.question}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root required invalid={!!errors.answer}>
          <Field.Label>{t('adminFaq.fields.answer')}</Field.Label>
          <Textarea
            rows={8}
            fontFamily="mono"
            fontSize="sm"
            value={form.answer}
            onChange={(e) => setForm((f) => ({ ...f, answer: e.target.value }))}
          />
          <Field.HelperText>{t('adminFaq.answerHelp')}</Field.HelperText>
          {errors.answer ? <Field.ErrorText>{errors.answer}</Field.ErrorText> : null}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}

export default function AdminFaqPage() {
  const { t } = useTranslation(NAMESPACE);
  const { data, isLoading, mutate } = useFaqs();
  const [editing, setEditing] = useState<FaqForm | null>(null);

  const edit = (faq: Faq) =>
    setEditing({ id: faq.id, question: faq.question, answer: faq.answer, category: faq.category, order: String(faq.order) });

  const remove = async (faq: Faq) => {
    const confirmed = await confirmDialog({
      title: t('adminFaq.deleteConfirmTitle'),
      html: `<p>${faq.question.replace(/[<>&]/g, '')}</p>`,
    });
    if (!confirmed) return;
    try {
      await deleteFaq(faq.id);
      notify.success(t('adminFaq.deleted'));
      await mutate();
    } catch (failure) {
      notify.fromError(failure);
    }
  };

  return (
    <>
      <PageHeader
        title={t('pages.adminFaq.title')}
        description={t('pages.adminFaq.description')}
        actions={
          <Button colorPalette="brand" onClick={() => setEditing(emptyForm)}>
            <Icon name="faq" /> {t('adminFaq.create')}
          </Button>
        }
      />
      <DataTable<Faq>
        columns={[
          { key: 'order', header: t('columns.order'), width: '80px', align: 'end' },
          { key: 'category', header: t('columns.category'), width: '120px', cell: (f) => t(`categories.faq.${f.category}`) },
          { key: 'question', header: t('columns.question'), cell: (f) => <Text fontWeight="medium">{f.question}</Text> },
          {
            key: 'actions',
            header: t('columns.actions'),
            width: '150px',
            cell: (f) => (
              <HStack gap={1} onClick={(e) => e.stopPropagation()}>
                <Button size="xs" variant="outline" onClick={() => edit(f)}>
                  {t('adminNotice.edit')}
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(f)}>
                  {t('adminNotice.delete')}
                </Button>
              </HStack>
            ),
          },
        ]}
        rows={data?.results ?? []}
        loading={isLoading}
        getRowId={(f) => f.id}
        onRowClick={edit}
      />
      <FaqDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void mutate();
        }}
      />
    </>
  );
}
