/** One notice in full (/notice/:id): the sanitised HTML body and a way back to the list. */
import { Badge, Box, Button, Flex, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { EmptyState, errorMessage, Icon, PageHeader } from '@nurly/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDateTime } from '@nurly/shared';
import { NAMESPACE, RichText } from '../../ui/text';
import { useNotice } from '../../lib/notice';

export default function NoticeDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const id = Number(useParams().id) || null;
  const { data: notice, error, isLoading } = useNotice(id);

  return (
    <>
      <PageHeader
        title={t('pages.noticeDetail.title')}
        actions={
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/notice">
              <Icon name="chevron-left" /> {t('notice.back')}
            </RouterLink>
          </Button>
        }
      />
      {notice ? (
        <Box as="article" borderWidth="1px" borderRadius="md" p={{ base: 4, md: 6 }}>
          <HStack gap={2} mb={2}>
            {notice.pinned ? <Badge colorPalette="red">{t('notice.pinned')}</Badge> : null}
            <Heading as="h2" size="lg" data-testid="notice-title">
              {notice.title}
            </Heading>
          </HStack>
          <Flex gap={3} color="fg.muted" fontSize="sm" mb={4} pb={3} borderBottomWidth="1px">
            {notice.author ? <Text>{notice.author}</Text> : null}
            <Text>{formatDateTime(notice.created_at)}</Text>
            <Text>{t('notice.views', { count: notice.views })}</Text>
          </Flex>
          <RichText html={notice.body} data-testid="notice-body" />
        </Box>
      ) : error ? (
        <EmptyState title={errorMessage(error)} />
      ) : isLoading ? (
        <HStack justify="center" py={10} color="fg.muted">
          <Spinner size="sm" />
          <Text>{t('common:loadingData')}</Text>
        </HStack>
      ) : (
        <EmptyState title={t('notice.notFound')} />
      )}
    </>
  );
}
