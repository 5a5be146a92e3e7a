/** The CS desk (/admin/questions): every inquiry, filter and search, answer by comment, close/reopen, delete. */
import { Button, HStack, Text } from '@chakra-ui/react';
import { DataTable, ExportButton, PageHeader, usePagedQuery, type DataTableColumn } from '@nurly/shared';
import type { Question } from '@nurly/contracts/schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../ui/SearchForm';
import { NAMESPACE, QuestionStatusChip, useTimeAgo } from '../../ui/text';
import { QuestionDialog } from '../../ui/QuestionThread';
import { useQuestionSelection } from '../../lib/useQuestionSelection';

/** The desk's status filter: '' is every question, the rest are the server's `filter` values. */
const FILTERS = [
  { value: '', key: 'all' },
  { value: 'unanswered', key: 'unanswered' },
  { value: 'answered', key: 'answered' },
  { value: 'closed', key: 'closed' },
] as const;

export default function AdminQuestionsPage() {
  const { t } = useTranslation(NAMESPACE);
  const ago = useTimeAgo();
  const list = usePagedQuery<Question, { filter: string }>('cs/questions', { filters: { filter: '' } });
  const { selected, select, remove } = useQuestionSelection(false);

  const columns = useMemo<DataTableColumn<Question>[]>(
    () => [
      { key: 'category', header: t('columns.category'), width: '110px', cell: (q) => t(`categories.question.${q.category}`) },
      { key: 'title', header: t('columns.title'), sortable: true, cell: (q) => <Text fontWeight="medium">{q.title}</Text> },
      { key: 'author', header: t('columns.author'), width: '140px', cell: (q) => q.author.username },
      { key: 'status', header: t('columns.status'), width: '110px', sortable: true, cell: (q) => <QuestionStatusChip question={q} /> },
      { key: 'createdAt', header: t('columns.createdAt'), width: '110px', sortable: 'created_at', cell: (q) => ago(q.created_at) },
      { key: 'updatedAt', header: t('columns.updatedAt'), width: '110px', sortable: 'updated_at', cell: (q) => ago(q.updated_at) },
    ],
    [t, ago],
  );

  return (
    <>
      <PageHeader title={t('pages.adminQuestions.title')} description={t('pages.adminQuestions.description')} />
      <HStack mb={4} gap={2} wrap="wrap" justify="space-between">
        <HStack gap={1} role="group" aria-label={t('columns.status')}>
          {FILTERS.map(({ value, key }) => {
            const active = list.filters.filter === value;
            return (
              <Button
                key={key}
                size="sm"
                variant={active ? 'solid' : 'outline'}
                colorPalette={active ? 'brand' : 'gray'}
                aria-pressed={active}
                onClick={() => list.setFilters({ filter: value })}
              >
                {t(`adminQuestions.filters.${key}`)}
              </Button>
            );
          })}
        </HStack>
        <SearchForm
          key={list.search}
          search={list.search}
          onSearch={list.setSearch}
          placeholder={t('adminQuestions.searchPlaceholder')}
          size="sm"
          width="260px"
        />
      </HStack>
      <DataTable<Question>
        {...list.tableProps}
        columns={columns}
        getRowId={(q) => q.id}
        onRowClick={(q) => select(q)}
        toolbar={<ExportButton path="cs/questions" params={list.params} fallbackName="1대1문의" />}
      />
      <QuestionDialog question={selected} mode="staff" onClose={() => select(null)} onDelete={(q) => void remove(q)} />
    </>
  );
}
