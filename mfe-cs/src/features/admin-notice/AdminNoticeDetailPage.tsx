/**
 * The notice editor (/admin/notice/:id, 'new' creates): title, HTML body with a live sanitised
 * preview, pin; save, delete with confirm. The server sanitises again on save.
 */
import { Box, Button, Checkbox, Flex, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { confirmDialog, Icon, PageHeader, useAction } from '@nurly/shared';
import { Controller, Form, TextareaField, TextField, useNurlyForm, useWatch } from '@nurly/shared/forms';
import type { Notice, SaveNoticeRequest } from '@nurly/contracts/schemas';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { NAMESPACE, RichText } from '../../ui/text';
import { deleteNotice, postNotice, putNotice, useNotice } from '../../lib/notice';

const emptyForm: SaveNoticeRequest = { title: '', body: '', pinned: false };
const formOf = (notice: Notice): SaveNoticeRequest => ({ title: notice.title, body: notice.body, pinned: notice.pinned });
/** Every change refreshes the notice lists and this notice (all are `cs/notice` keys). */
const revalidate = ['cs/notice'];

export default function AdminNoticeDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const id = Number(useParams().id) || null;
  const { data: notice, isLoading } = useNotice(id);
  const form = useNurlyForm<SaveNoticeRequest>({ defaultValues: emptyForm });
  const body = useWatch({ control: form.control, name: 'body' });

  useEffect(() => {
    if (notice) form.reset(formOf(notice));
  }, [notice, form]);

  const save = useAction((values: SaveNoticeRequest) => (id ? putNotice(id, values) : postNotice(values)), {
    form,
    success: t('adminNotice.saved'),
    revalidate,
    // A new notice continues at its own URL (the list links there too).
    onSuccess: (saved) => (id ? form.reset(formOf(saved)) : navigate(`/admin/notice/${saved.id}`, { replace: true })),
  });
  const deleteAction = useAction(deleteNotice, {
    success: t('adminNotice.deleted'),
    revalidate,
    onSuccess: () => navigate('/admin/notice'),
  });

  const remove = async () => {
    if (!id) return;
    const confirmed = await confirmDialog({
      title: t('adminNotice.deleteConfirmTitle'),
      html: `<p>${t('adminNotice.deleteConfirmBody')}</p>`,
    });
    if (confirmed) await deleteAction(id);
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
        <Form form={form} onSubmit={save}>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
            <Stack gap={4}>
              <TextField name="title" label={t('adminNotice.fields.title')} maxLength={200} required={t('adminNotice.titleRequired')} />
              <TextareaField
                name="body"
                label={t('adminNotice.fields.body')}
                helperText={t('adminNotice.bodyHelp')}
                rows={16}
                required={t('adminNotice.bodyRequired')}
                // Markup alone is no body, unless it is an image.
                validate={(value) =>
                  (typeof value === 'string' && (value.replace(/<[^>]*>/g, '').trim() !== '' || /<img\s/i.test(value))) ||
                  t('adminNotice.bodyRequired')
                }
              />
              <Controller
                control={form.control}
                name="pinned"
                render={({ field }) => (
                  <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                    <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('adminNotice.fields.pinned')}</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
            </Stack>
            <Box>
              <Text fontWeight="medium" mb={2}>
                {t('adminNotice.preview')}
              </Text>
              <Box borderWidth="1px" borderRadius="md" p={4} minH="200px" data-testid="notice-preview">
                <RichText html={body} />
              </Box>
            </Box>
          </SimpleGrid>
          <Flex mt={6} gap={2} justify="space-between">
            {id ? (
              <Button variant="outline" colorPalette="red" loading={deleteAction.isRunning} onClick={() => void remove()}>
                {t('adminNotice.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              {t('adminNotice.save')}
            </Button>
          </Flex>
        </Form>
      )}
    </>
  );
}
