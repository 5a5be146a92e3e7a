/** The user's own questions (customer site, reward and hub consoles): ask, read answers, follow up, delete. */
import { Button, Text } from '@chakra-ui/react';
import { DataTable, Icon, PageHeader, usePagedQuery, type DataTableColumn } from '@nurly/shared';
import type { Question } from '@nurly/contracts/schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, QuestionStatusChip, useTimeAgo } from '../../ui/text';
import { AskQuestionDialog } from './AskQuestionDialog';
import { QuestionDialog } from '../../ui/QuestionThread';
import { useQuestionSelection } from '../../lib/useQuestionSelection';

export default function QuestionsPage() {
  const { t } = useTranslation(NAMESPACE);
  const ago = useTimeAgo();
  const [asking, setAsking] = useState(false);
  // mine: the CS desk's own questions here; customers only ever get their own anyway.
  const list = usePagedQuery<Question>('cs/questions', { fixed: { mine: true } });
  const { selected, select, remove } = useQuestionSelection(true);

  const columns = useMemo<DataTableColumn<Question>[]>(
    () => [
      { key: 'category', header: t('columns.category'), width: '120px', cell: (q) => t(`categories.question.${q.category}`) },
      { key: 'title', header: t('columns.title'), cell: (q) => <Text fontWeight="medium">{q.title}</Text> },
      { key: 'status', header: t('columns.status'), width: '120px', cell: (q) => <QuestionStatusChip question={q} /> },
      { key: 'createdAt', header: t('columns.createdAt'), width: '120px', sortable: 'created_at', cell: (q) => ago(q.created_at) },
    ],
    [t, ago],
  );

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
        {...list.tableProps}
        columns={columns}
        getRowId={(q) => q.id}
        onRowClick={(q) => select(q)}
        emptyText={list.data ? t('questions.empty') : undefined}
      />
      <AskQuestionDialog
        open={asking}
        onClose={() => setAsking(false)}
        onCreated={(created) => {
          setAsking(false);
          // The newest question is on the first page; its thread opens.
          select(created, { firstPage: true });
        }}
      />
      <QuestionDialog question={selected} mode="customer" onClose={() => select(null)} onDelete={(q) => void remove(q)} />
    </>
  );
}
