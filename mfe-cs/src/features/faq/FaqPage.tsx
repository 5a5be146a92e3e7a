/** FAQ for reward and hub users: search, category chips and an accordion of answers. */
import { Accordion, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { EmptyState, PageHeader, usePagedQuery } from '@nurly/shared';
import type { Faq, FaqCategory } from '@nurly/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../ui/SearchForm';
import { FAQ_CATEGORIES } from '@nurly/contracts';
import { NAMESPACE, RichText } from '../../ui/text';
import { getFaqs } from '../../lib/faq';

export default function FaqPage() {
  const { t } = useTranslation(NAMESPACE);
  // Category and search live in the URL (a link can open one category); the server sends every
  // matching FAQ at once, so only those two are asked for.
  const list = usePagedQuery<Faq, { category: string }>('cs/faq', {
    filters: { category: '' },
    fetcher: (_path, { category, search }) =>
      getFaqs({ ...(category ? { category: category as FaqCategory } : {}), ...(search ? { search } : {}) }),
  });
  const category = list.filters.category || null;
  const { data, isLoading } = list;
  const search = list.search;

  return (
    <>
      <PageHeader title={t('pages.faq.title')} description={t('pages.faq.description')} />
      <Stack gap={3} mb={4}>
        <SearchForm key={search} search={search} onSearch={list.setSearch} placeholder={t('faq.searchPlaceholder')} />
        <HStack gap={1} wrap="wrap">
          {[null, ...FAQ_CATEGORIES].map((key) => (
            <Button
              key={key ?? 'all'}
              size="xs"
              borderRadius="full"
              variant={category === key ? 'solid' : 'outline'}
              colorPalette={category === key ? 'brand' : 'gray'}
              aria-pressed={category === key}
              onClick={() => list.setFilters({ category: key ?? '' })}
            >
              {key ? t(`categories.faq.${key}`) : t('categories.all')}
            </Button>
          ))}
        </HStack>
      </Stack>
      {!data && isLoading ? (
        <Text color="fg.muted">{t('common:loadingData')}</Text>
      ) : !data?.results.length ? (
        <EmptyState title={search ? t('faq.empty') : undefined} />
      ) : (
        <Accordion.Root collapsible multiple variant="enclosed">
          {data.results.map((faq) => (
            <Accordion.Item key={faq.id} value={String(faq.id)}>
              <Accordion.ItemTrigger>
                <Text as="span" color="brand.solid" fontWeight="bold" mr={2}>
                  Q.
                </Text>
                <Text as="span" flex="1" textAlign="start">
                  {faq.question}
                </Text>
                <Text as="span" fontSize="xs" color="fg.muted" mr={2}>
                  {t(`categories.faq.${faq.category}`)}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <RichText html={faq.answer} />
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </>
  );
}
