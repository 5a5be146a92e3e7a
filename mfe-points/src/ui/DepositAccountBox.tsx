/**
 * The company account to transfer a top-up to: on /point/buy, in the top-up dialog
 * and on a pending ledger row. A demo account (none configured outside production) says so plainly.
 */
import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDepositAccount } from '../lib/deposit-account';

export function DepositAccountBox({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('points');
  const { data: account, isLoading } = useDepositAccount();
  if (isLoading) return null;
  if (compact) {
    return (
      <Text fontSize="xs" color="fg.muted" data-testid="deposit-account-line">
        {t('depositAccount.title')}:{' '}
        {account
          ? t('depositAccount.line', { bank: account.bank, number: account.account_number, holder: account.holder })
          : t('depositAccount.none')}
        {account?.is_demo ? ` (${t('depositAccount.demoShort')})` : ''}
      </Text>
    );
  }
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" data-testid="deposit-account">
      <HStack gap="2" mb="1">
        <Text fontSize="sm" fontWeight="semibold">
          {t('depositAccount.title')}
        </Text>
        {account?.is_demo ? (
          <Badge colorPalette="orange" variant="subtle">
            {t('depositAccount.demoShort')}
          </Badge>
        ) : null}
      </HStack>
      {account ? (
        <Text fontSize="md" data-testid="deposit-account-number">
          {account.bank} {account.account_number}{' '}
          <Text as="span" color="fg.muted">
            ({t('depositAccount.holder')} {account.holder})
          </Text>
        </Text>
      ) : (
        <Text fontSize="sm">{t('depositAccount.none')}</Text>
      )}
      {account?.is_demo ? (
        <Text fontSize="xs" color="orange.fg" mt="1">
          {t('depositAccount.demoNote')}
        </Text>
      ) : null}
    </Box>
  );
}
