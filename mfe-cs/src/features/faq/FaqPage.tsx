/** FAQ for reward and hub users: search, category chips and an accordion of answers. */
import { Accordion, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { EmptyState, PageHeader } from '@nurly/shared';
import type { FaqCategory } from '@nurly/contracts/schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FAQ_CATEGORY_KEYS, NAMESPACE, RichText } from '../../ui/text';
import { useFaqs } from './hooks';

export default function FaqPage() {
  const { t } = useTranslation(NAMESPACE);
  const [category, setCategory] = useState<FaqCategory | null>(null);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const { data, isLoading } = useFaqs({ ...(category && { category }), ...(search && { search }) });

  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };

  return (
    <>
      <PageHeader title={t('pages.faq.title')} description={t('pages.faq.description')} />
      <Stack gap={3} mb={4}>
        <form onSubmit={applySearch} role="search">
          <HStack gap={2}>
            <Input
              value={draft}
              placeholder={t('faq.searchPlaceholder')}
              aria-label={t('search')}
              onChange={(e) => setDraft(e.target.value)}
              maxW="420px"
            />
            <Button type="submit" variant="outline">
              {t('search')}
            </Button>
          </HStack>
        </form>
        <HStack gap={1} wrap="wrap">
          {[null, ...FAQ_CATEGORY_KEYS].map((key) => (
            <Button
              key={key ?? 'all'}
              size="xs"
              borderRadius="full"
              variant={category === key ? 'solid' : 'outline'}
              colorPalette={category === key ? 'brand' : 'gray'}
              aria-pressed={category === key}
              onClick={() => setCategory(key)}
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
