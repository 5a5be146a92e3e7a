/**
 * The notice editor (/admin/notice/:id, 'new' creates): title, HTML body with a live sanitised
 * preview, pin; save, delete with confirm. The server sanitises again on save.
 */
import { Box, Button, Checkbox, Field, Flex, HStack, Input, SimpleGrid, Spinner, Text, Textarea } from '@chakra-ui/react';
import { confirmDialog, Icon, notify, PageHeader } from '@nurly/shared';
import type { Notice } from '@nurly/contracts/schemas';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { NAMESPACE, RichText } from '../../ui/text';
import { deleteNotice, postNotice, putNotice } from '../notice/api';
import { useNotice } from '../notice/hooks';

interface NoticeForm {
  title: string;
  body: string;
  pinned: boolean;
}

const emptyForm: NoticeForm = { title: '', body: '', pinned: false };
const formOf = (notice: Notice): NoticeForm => ({ title: notice.title, body: notice.body, pinned: notice.pinned });

export default function AdminNoticeDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const id = Number(useParams().id) || null;
  const { data: notice, isLoading } = useNotice(id);
  const [form, setForm] = useState<NoticeForm>(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<'title' | 'body', string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (notice) setForm(formOf(notice));
  }, [notice]);

  const refreshLists = () => mutate((key) => Array.isArray(key) && key[0] === 'cs/notice');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!form.title.trim()) problems.title = t('adminNotice.titleRequired');
    if (!form.body.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(form.body)) problems.body = t('adminNotice.bodyRequired');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      const saved = id ? await putNotice(id, form) : await postNotice(form);
      notify.success(t('adminNotice.saved'));
      await refreshLists();
      if (id) setForm(formOf(saved));
      else navigate(`/admin/notice/${saved.id}`, { replace: true });
    } catch (failure) {
      notify.fromError(failure);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!id) return;
    const confirmed = await confirmDialog({
      title: t('adminNotice.deleteConfirmTitle'),
      html: `<p>${t('adminNotice.deleteConfirmBody')}</p>`,
    });
    if (!confirmed) return;
    try {
      await deleteNotice(id);
      notify.success(t('adminNotice.deleted'));
      await refreshLists();
      navigate('/admin/notice');
    } catch (failure) {
      notify.fromError(failure);
    }
  };

  return (
    <>
      <PageHeader
        title={t('pages.adminNoticeDetail.title')}
        description={id ? t('pages.adminNoticeDetail.description') : t('adminNotice.newTitle')}
        actions={
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/admin/notice">
              <Icon name="chevron-left" /> {t('notice.back')}
            </RouterLink>
          </Button>
        }
      />
      {id && isLoading && !notice ? (
        <HStack justify="center" py={10} color="fg.muted">
          <Spinner size="sm" />
          <Text>{t('common:loadingData')}</Text>
        </HStack>
      ) : (
        <form onSubmit={save} noValidate>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
            <Box>
              <Field.Root required invalid={!!errors.title} mb={4}>
                <Field.Label>{t('adminNotice.fields.title')}</Field.Label>
                <Input value={form.title} maxLength={200} onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))} />
                {errors.title ? <Field.ErrorText>{errors.title}</Field.ErrorText> : null}
              </Field.Root>
              <Field.Root required invalid={!!errors.body} mb={4}>
                <Field.Label>{t('adminNotice.fields.body')}</Field.Label>
                <Textarea
                  rows={16}
                  fontFamily="mono"
                  fontSize="sm"
                  value={form.body}
                  onChange={(e) => setForm((f) => ({ ...f, body: e.target.value }))}
                />
                <Field.HelperText>{t('adminNotice.bodyHelp')}</Field.HelperText>
                {errors.body ? <Field.ErrorText>{errors.body}</Field.ErrorText> : null}
              </Field.Root>
              <Checkbox.Root checked={form.pinned} onCheckedChange={(e) => setForm((f) => ({ ...f, pinned: e.checked === true }))}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('adminNotice.fields.pinned')}</Checkbox.Label>
              </Checkbox.Root>
            </Box>
            <Box>
              <Text fontWeight="medium" mb={2}>
                {t('adminNotice.preview')}
              </Text>
              <Box borderWidth="1px" borderRadius="md" p={4} minH="200px" data-testid="notice-preview">
                <RichText html={form.body} />
              </Box>
            </Box>
          </SimpleGrid>
          <Flex mt={6} gap={2} justify="space-between">
            {id ? (
              <Button variant="outline" colorPalette="red" onClick={() => void remove()}>
                {t('adminNotice.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" colorPalette="brand" loading={saving}>
              {t('adminNotice.save')}
            </Button>
          </Flex>
        </form>
      )}
    </>
  );
}
