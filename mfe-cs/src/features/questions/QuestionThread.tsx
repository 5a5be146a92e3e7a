/**
 * One question with its comments: the customer adds a follow-up, the CS desk answers, closes or
 * reopens. Comment text is plain text (rendered as text, with line breaks kept).
 */
import { Badge, Box, Button, CloseButton, Dialog, Field, Flex, HStack, IconButton, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { confirmDialog, Icon, notify, useCurrentUser } from '@nurly/shared';
import type { Question } from '@nurly/contracts/schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, QuestionStatusChip, useTimeAgo } from '../../ui/text';
import { deleteQuestionComment, patchQuestion, postQuestionComment } from './api';

export interface QuestionThreadProps {
  question: Question;
  /** 'staff' = the CS desk (answers, close/reopen); 'customer' = the question's owner. */
  mode: 'customer' | 'staff';
  /** Called after any change so the list revalidates. */
  onChanged: () => void;
}

export function QuestionThread({ question, mode, onChanged }: QuestionThreadProps) {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  const ago = useTimeAgo();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const closed = question.status === 'CLOSED';
  const staff = mode === 'staff';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) {
      setError(t('questions.bodyRequired'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await postQuestionComment({ question: question.id, body: draft });
      setDraft('');
      notify.success(staff ? t('adminQuestions.answered') : t('questions.commentSent'));
      onChanged();
    } catch (failure) {
      notify.fromError(failure);
    } finally {
      setSending(false);
    }
  };

  const removeComment = async (id: number) => {
    if (!(await confirmDialog({ title: t('questions.deleteCommentConfirm') }))) return;
    try {
      await deleteQuestionComment(id);
      notify.success(t('questions.commentDeleted'));
      onChanged();
    } catch (failure) {
      notify.fromError(failure);
    }
  };

  const toggleStatus = async () => {
    try {
      await patchQuestion(question.id, { status: closed ? 'OPEN' : 'CLOSED' });
      notify.success(closed ? t('adminQuestions.reopened') : t('adminQuestions.closed'));
      onChanged();
    } catch (failure) {
      notify.fromError(failure);
    }
  };

  return (
    <Stack gap={4} data-testid="question-thread">
      <Box>
        <HStack gap={2} mb={1} color="fg.muted" fontSize="sm">
          <QuestionStatusChip question={question} />
          <Badge variant="outline">{t(`categories.question.${question.category}`)}</Badge>
          {staff ? <Text>{question.author.username}</Text> : null}
          <Text>{ago(question.created_at)}</Text>
        </HStack>
        <Text whiteSpace="pre-wrap" data-testid="question-body">
          {question.body}
        </Text>
      </Box>

      <Stack gap={3} borderTopWidth="1px" pt={3}>
        {question.comments.length === 0 ? <Text color="fg.muted">{t('questions.noAnswer')}</Text> : null}
        {question.comments.map((comment) => {
          const mine = comment.author.id === user.id;
          return (
            <Box
              key={comment.id}
              p={3}
              borderRadius="md"
              bg={comment.author.is_staff ? 'blue.subtle' : 'bg.muted'}
              data-testid={comment.author.is_staff ? 'staff-answer' : 'follow-up'}
            >
              <Flex justify="space-between" align="center" mb={1} fontSize="sm" color="fg.muted">
                <Text fontWeight="medium">
                  {comment.author.is_staff ? t('questions.staffAuthor') : mine ? t('questions.me') : comment.author.username}
                  {staff && comment.author.is_staff ? ` · ${comment.author.username}` : ''}
                </Text>
                <HStack gap={1}>
                  <Text>{ago(comment.created_at)}</Text>
                  {staff || mine ? (
                    <IconButton
                      size="2xs"
                      variant="ghost"
                      aria-label={t('questions.deleteComment')}
                      onClick={() => void removeComment(comment.id)}
                    >
                      <Icon name="close" />
                    </IconButton>
                  ) : null}
                </HStack>
              </Flex>
              <Text whiteSpace="pre-wrap">{comment.body}</Text>
            </Box>
          );
        })}
      </Stack>

      {closed ? (
        <Text color="fg.muted" fontSize="sm">
          {t('questions.closedNotice')}
        </Text>
      ) : (
        <form onSubmit={send} noValidate>
          <Field.Root invalid={!!error}>
            <Field.Label>{staff ? t('adminQuestions.answer') : t('questions.followUp')}</Field.Label>
            <Textarea
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={staff ? t('adminQuestions.answerPlaceholder') : t('questions.followUpPlaceholder')}
              rows={staff ? 5 : 3}
              maxLength={5000}
            />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
          <Flex justify="flex-end" mt={2}>
            <Button type="submit" size="sm" colorPalette="brand" loading={sending}>
              {staff ? t('adminQuestions.answer') : t('questions.send')}
            </Button>
          </Flex>
        </form>
      )}
      {staff ? (
        <Flex justify="flex-end">
          <Button size="sm" variant="outline" onClick={() => void toggleStatus()}>
            {closed ? t('adminQuestions.reopen') : t('adminQuestions.close')}
          </Button>
        </Flex>
      ) : null}
    </Stack>
  );
}

export interface QuestionDialogProps extends Omit<QuestionThreadProps, 'question'> {
  question: Question | null;
  onClose: () => void;
  onDelete?: (question: Question) => void;
}

/** The thread in a dialog, opened from a list row. */
export function QuestionDialog({ question, onClose, onDelete, ...threadProps }: QuestionDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog.Root open={!!question} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="700px" w="calc(100% - 32px)" data-testid="question-dialog">
            {question ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{question.title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <QuestionThread question={question} {...threadProps} />
                </Dialog.Body>
                {onDelete ? (
                  <Dialog.Footer justifyContent="flex-start">
                    <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onDelete(question)}>
                      {t('questions.delete')}
                    </Button>
                  </Dialog.Footer>
                ) : null}
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" />
                </Dialog.CloseTrigger>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
