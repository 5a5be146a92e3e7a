/**
 * Copy to the clipboard: `copyText` never throws (permissions differ per browser) and says whether it
 * copied; `CopyButton` copies its text and says so in a toast (the page's words, or the common
 * '클립보드에 복사했습니다.' / '클립보드에 복사하지 못했습니다.').
 */
import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from './toast';

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies and toasts the result; returns whether it copied. */
export async function copyWithToast(text: string, messages: { copied: string; failed: string }): Promise<boolean> {
  const copied = await copyText(text);
  if (copied) notify.success(messages.copied);
  else notify.error(messages.failed);
  return copied;
}

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The text copied (a function: computed on click). */
  text: string | (() => string);
  children: ReactNode;
  copiedMessage?: string;
  failedMessage?: string;
  testId?: string;
}

export function CopyButton({ text, children, copiedMessage, failedMessage, testId, ...button }: CopyButtonProps) {
  const { t } = useTranslation('common');
  const copy = () =>
    copyWithToast(typeof text === 'function' ? text() : text, {
      copied: copiedMessage ?? t('copied'),
      failed: failedMessage ?? t('copyFailed'),
    });
  return (
    <Button size="sm" variant="outline" {...button} onClick={() => void copy()} data-testid={testId}>
      {children}
    </Button>
  );
}
