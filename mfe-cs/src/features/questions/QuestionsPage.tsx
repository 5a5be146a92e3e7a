/** The user's own questions (customer site, reward and hub consoles): ask, read answers, follow up, delete. */
import { Button, Text } from '@chakra-ui/react';
import { DataTable, Icon, PageHeader } from '@nurly/shared';
import type { Question } from '@nurly/contracts/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, QuestionStatusChip, useTimeAgo } from '../../ui/text';
import { useQuestions } from './hooks';
import { AskQuestionDialog } from './AskQuestionDialog';
import { QuestionDialog } from './QuestionThread';
import { useQuestionSelection } from './useQuestionSelection';

export default function QuestionsPage() {
  const { t } = useTranslation(NAMESPACE);
  const ago = useTimeAgo();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [asking, setAsking] = useState(false);
  // mine: the CS desk's own questions here; customers only ever get their own anyway.
  const { data, isLoading } = useQuestions({ page, page_size: pageSize, mine: true });
  const { selected, select, refresh, remove } = useQuestionSelection(true);


  return (
    <>
      <PageHeader
        title={t('pages.questions.title')}
        description={t('pages.questions.description')}
        actions={
          <Button colorPalette="brand" onClick={() => setAsking(true)}>
            <Icon name="question" /> {t('questions.ask')}
          </Button>
        }
      />
      <DataTable<Question>
        columns={[
          { key: 'category', header: t('columns.category'), width: '120px', cell: (q) => t(`categories.question.${q.category}`) },
          { key: 'title', header: t('columns.title'), cell: (q) => <Text fontWeight="medium">{q.title}</Text> },
          { key: 'status', header: t('columns.status'), width: '120px', cell: (q) => <QuestionStatusChip question={q} /> },
          { key: 'createdAt', header: t('columns.createdAt'), width: '120px', cell: (q) => ago(q.created_at) },
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
        emptyText={data ? t('questions.empty') : undefined}
      />
      <AskQuestionDialog
        open={asking}
        onClose={() => setAsking(false)}
        onCreated={(created) => {
          setAsking(false);
          setPage(1);
          void refresh();
          select(created);
        }}
      />
      <QuestionDialog
        question={selected}
        mode="customer"
        onChanged={() => void refresh()}
        onClose={() => select(null)}
        onDelete={(q) => void remove(q)}
      />
    </>
  );
}
