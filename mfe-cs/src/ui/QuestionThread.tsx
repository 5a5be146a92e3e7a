/**
 * One question with its comments: the customer adds a follow-up, the CS desk answers, closes or
 * reopens. Comment text is plain text (rendered as text, with line breaks kept).
 */
import { Badge, Box, Button, CloseButton, Dialog, Flex, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { confirmDialog, Icon, useAction, useCurrentUser } from '@nurly/shared';
import { Form, TextareaField, useNurlyForm } from '@nurly/shared/forms';
import type { Question } from '@nurly/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, QuestionStatusChip, useTimeAgo } from './text';
import { deleteQuestionComment, patchQuestion, postQuestionComment } from '../lib/questions';

export interface QuestionThreadProps {
  question: Question;
  /** 'staff' = the CS desk (answers, close/reopen); 'customer' = the question's owner. */
  mode: 'customer' | 'staff';
}

/** Every change refreshes the question lists and the open thread (all are `cs/questions` keys). */
const revalidate = ['cs/questions'];

export function QuestionThread({ question, mode }: QuestionThreadProps) {
  const { t } = useTranslation(NAMESPACE);
  const user = useCurrentUser();
  const ago = useTimeAgo();
  const closed = question.status === 'CLOSED';
  const staff = mode === 'staff';
  const form = useNurlyForm<{ body: string }>({ defaultValues: { body: '' } });

  const send = useAction(({ body }: { body: string }) => postQuestionComment({ question: question.id, body }), {
    form,
    success: staff ? t('adminQuestions.answered') : t('questions.commentSent'),
    revalidate,
    onSuccess: () => form.reset({ body: '' }),
  });
  const deleteComment = useAction(deleteQuestionComment, { success: t('questions.commentDeleted'), revalidate });
  const toggleStatus = useAction(() => patchQuestion(question.id, { status: closed ? 'OPEN' : 'CLOSED' }), {
    success: closed ? t('adminQuestions.reopened') : t('adminQuestions.closed'),
    revalidate,
  });

  const removeComment = async (id: number) => {
    if (await confirmDialog({ title: t('questions.deleteCommentConfirm') })) await deleteComment(id);
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
        <Form form={form} onSubmit={send}>
          <TextareaField
            name="body"
            label={staff ? t('adminQuestions.answer') : t('questions.followUp')}
            placeholder={staff ? t('adminQuestions.answerPlaceholder') : t('questions.followUpPlaceholder')}
            rows={staff ? 5 : 3}
            maxLength={5000}
            required={t('questions.bodyRequired')}
          />
          <Flex justify="flex-end" mt={2}>
            <Button type="submit" size="sm" colorPalette="brand" loading={form.formState.isSubmitting}>
              {staff ? t('adminQuestions.answer') : t('questions.send')}
            </Button>
          </Flex>
        </Form>
      )}
      {staff ? (
        <Flex justify="flex-end">
          <Button size="sm" variant="outline" loading={toggleStatus.isRunning} onClick={() => void toggleStatus()}>
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
                  {/* keyed: another question starts with an empty reply form */}
                  <QuestionThread key={question.id} question={question} {...threadProps} />
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
