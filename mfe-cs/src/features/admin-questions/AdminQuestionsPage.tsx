/** The CS desk (/admin/questions): every inquiry, filter and search, answer by comment, close/reopen, delete. */
import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { DataTable, PageHeader } from '@nurly/shared';
import type { Question, QuestionFilter } from '@nurly/contracts/schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, QuestionStatusChip, useTimeAgo } from '../../ui/text';
import { useQuestions } from '../questions/hooks';
import { QuestionDialog } from '../questions/QuestionThread';
import { useQuestionSelection } from '../questions/useQuestionSelection';

const FILTERS = ['all', 'unanswered', 'answered', 'closed'] as const;
type FilterKey = (typeof FILTERS)[number];

export default function AdminQuestionsPage() {
  const { t } = useTranslation(NAMESPACE);
  const ago = useTimeAgo();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [filter, setFilter] = useState<FilterKey>('all');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const { data, isLoading } = useQuestions({
    page,
    page_size: pageSize,
    ...(filter !== 'all' && { filter: filter as QuestionFilter }),
    ...(search && { search }),
  });
  const { selected, select, refresh, remove } = useQuestionSelection(false);

  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };


  return (
    <>
      <PageHeader title={t('pages.adminQuestions.title')} description={t('pages.adminQuestions.description')} />
      <HStack mb={4} gap={2} wrap="wrap" justify="space-between">
        <HStack gap={1} role="group" aria-label={t('columns.status')}>
          {FILTERS.map((key) => (
            <Button
              key={key}
              size="sm"
              variant={filter === key ? 'solid' : 'outline'}
              colorPalette={filter === key ? 'brand' : 'gray'}
              aria-pressed={filter === key}
              onClick={() => {
                setFilter(key);
                setPage(1);
              }}
            >
              {t(`adminQuestions.filters.${key}`)}
            </Button>
          ))}
        </HStack>
        <form onSubmit={applySearch} role="search">
          <HStack gap={2}>
            <Input
              size="sm"
              width="260px"
              value={draft}
              placeholder={t('adminQuestions.searchPlaceholder')}
              aria-label={t('search')}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Button size="sm" type="submit" variant="outline">
              {t('search')}
            </Button>
          </HStack>
        </form>
      </HStack>
      <DataTable<Question>
        columns={[
          { key: 'category', header: t('columns.category'), width: '110px', cell: (q) => t(`categories.question.${q.category}`) },
          { key: 'title', header: t('columns.title'), cell: (q) => <Text fontWeight="medium">{q.title}</Text> },
          { key: 'author', header: t('columns.author'), width: '140px', cell: (q) => q.author.username },
          { key: 'status', header: t('columns.status'), width: '110px', cell: (q) => <QuestionStatusChip question={q} /> },
          { key: 'createdAt', header: t('columns.createdAt'), width: '110px', cell: (q) => ago(q.created_at) },
          { key: 'updatedAt', header: t('columns.updatedAt'), width: '110px', cell: (q) => ago(q.updated_at) },
        ]}
        rows={data?.results ?? []}
        total={data?.count ?? 0}
        loading={isLoading}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        getRowId={(q) => q.id}
        onRowClick={select}
      />
      <QuestionDialog
        question={selected}
        mode="staff"
        onChanged={() => void refresh()}
        onClose={() => select(null)}
        onDelete={(q) => void remove(q)}
      />
    </>
  );
}
