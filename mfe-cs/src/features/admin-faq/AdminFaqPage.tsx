/** Staff FAQ (/admin/faq): the list in display order, create-or-update in a dialog, delete with confirm. */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { confirmDialog, DataTable, FormDialog, Icon, PageHeader, useAction, type DataTableColumn } from '@nurly/shared';
import { NumberField, SelectField, TextareaField, TextField, useNurlyForm } from '@nurly/shared/forms';
import type { Faq, FaqCategory, SaveFaqRequest } from '@nurly/contracts/schemas';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAQ_CATEGORIES } from '@nurly/contracts';
import { NAMESPACE } from '../../ui/text';
import { deleteFaq, saveFaq, useFaqs } from '../../lib/faq';

interface FaqForm {
  id?: number;
  question: string;
  answer: string;
  category: FaqCategory;
  /** null (left empty) appends the FAQ at the end. */
  order: number | null;
}

const emptyForm: FaqForm = { question: '', answer: '', category: 'POINT', order: null };

const formOf = (faq: Faq): FaqForm => ({
  id: faq.id,
  question: faq.question,
  answer: faq.answer,
  category: faq.category,
  order: faq.order,
});

/** The request of a filled form: an update carries its id, an empty order is left to the server. */
function toRequest({ id, question, answer, category, order }: FaqForm): SaveFaqRequest {
  return { ...(id ? { id } : {}), question, answer, category, ...(order !== null ? { order } : {}) };
}

function FaqDialog({ editing, onClose }: { editing: FaqForm | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const form = useNurlyForm<FaqForm>({ defaultValues: emptyForm });
  const save = useAction((values: FaqForm) => saveFaq(toRequest(values)), {
    form,
    success: t('adminFaq.saved'),
    revalidate: ['cs/faq'],
    onSuccess: onClose,
  });
  const categories = useMemo(() => FAQ_CATEGORIES.map((key) => ({ value: key, label: t(`categories.faq.${key}`) })), [t]);

  useEffect(() => {
    if (editing) form.reset(editing);
  }, [editing, form]);

  return (
    <FormDialog
      open={!!editing}
      onClose={onClose}
      title={editing?.id ? t('adminFaq.edit') : t('adminFaq.create')}
      submitLabel={t('adminFaq.save')}
      form={form}
      onValid={save}
      maxW="700px"
      testId="faq-dialog"
    >
      <Stack gap={3}>
        <HStack gap={3} align="flex-start">
          <SelectField name="category" label={t('adminFaq.fields.category')} options={categories} required />
          <NumberField name="order" label={t('adminFaq.fields.order')} helperText={t('adminFaq.orderHelp')} max={100_000} />
        </HStack>
        <TextField name="question" label={t('adminFaq.fields.question')} maxLength={200} required={t('adminFaq.questionRequired')} />
        <TextareaField
          name="answer"
          label={t('adminFaq.fields.answer')}
          helperText={t('adminFaq.answerHelp')}
          rows={8}
          required={t('adminFaq.answerRequired')}
          // Markup alone ('<p></p>') is no answer either.
          validate={(value) => (typeof value === 'string' && value.replace(/<[^>]*>/g, '').trim() !== '') || t('adminFaq.answerRequired')}
        />
      </Stack>
    </FormDialog>
  );
}

export default function AdminFaqPage() {
  const { t } = useTranslation(NAMESPACE);
  const { data, isLoading } = useFaqs();
  const [editing, setEditing] = useState<FaqForm | null>(null);
  const deleteAction = useAction(deleteFaq, { success: t('adminFaq.deleted'), revalidate: ['cs/faq'] });

  const columns = useMemo<DataTableColumn<Faq>[]>(() => {
    const edit = (faq: Faq) => setEditing(formOf(faq));
    const remove = async (faq: Faq) => {
      const confirmed = await confirmDialog({
        title: t('adminFaq.deleteConfirmTitle'),
        html: `<p>${faq.question.replace(/[<>&]/g, '')}</p>`,
      });
      if (confirmed) await deleteAction(faq.id);
    };
    return [
      { key: 'order', header: t('columns.order'), width: '80px', align: 'end' },
      { key: 'category', header: t('columns.category'), width: '120px', cell: (f) => t(`categories.faq.${f.category}`) },
      { key: 'question', header: t('columns.question'), cell: (f) => <Text fontWeight="medium">{f.question}</Text> },
      {
        key: 'actions',
        header: t('columns.actions'),
        width: '150px',
        hideable: false,
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
    ];
  }, [t, deleteAction]);

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
        columns={columns}
        rows={data?.results ?? []}
        loading={isLoading}
        getRowId={(f) => f.id}
        onRowClick={(f) => setEditing(formOf(f))}
      />
      <FaqDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
