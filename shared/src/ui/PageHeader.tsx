import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex as="header" mb={6} gap={4} align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
      <Box flex="1" minW={0}>
        <Heading as="h1" size="xl" fontWeight="semibold">
          {title}
        </Heading>
        {description ? (
          <Text mt={1} color="fg.muted" fontSize="sm">
            {description}
          </Text>
        ) : null}
      </Box>
      {actions ? (
        <Flex gap={2} wrap="wrap">
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}

export interface EmptyStateProps {
  /** Defaults to the common 'no records found' text. */
  title?: ReactNode;
  description?: ReactNode;
  icon?: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, icon = 'search', action }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <Flex direction="column" align="center" justify="center" py={12} gap={2} color="fg.muted" textAlign="center" role="status">
      <Icon name={icon} boxSize="40px" />
      <Text fontWeight="medium">{title ?? t('noRecordsFound')}</Text>
      {description ? <Text fontSize="sm">{description}</Text> : null}
      {action}
    </Flex>
  );
}
