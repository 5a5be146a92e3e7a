/** Footer (spec §2 item 13): copyright and, on desktop, the company-info toggle. */
import { useState } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatRegistrationNumber } from '@nurly/shared';
import { COMPANY } from '../app/config';

export function Footer() {
  const { t } = useTranslation('shell');
  const [showInfo, setShowInfo] = useState(false);
  return (
    <Box as="footer" px={{ base: '4', md: '6' }} py="4" fontSize="sm" color="fg.muted" borderTopWidth="1px" data-testid="footer">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text>{t('footer.copyright', { year: new Date().getFullYear(), company: COMPANY.name })}</Text>
        <Button size="xs" variant="ghost" hideBelow="md" onClick={() => setShowInfo((v) => !v)} aria-expanded={showInfo}>
          {showInfo ? t('footer.closeCompanyInfo') : t('footer.showCompanyInfo')}
        </Button>
      </Flex>
      {showInfo && (
        <Flex mt="2" gap="4" wrap="wrap" hideBelow="md" data-testid="company-info">
          <Text>
            {t('footer.companyName')}: {COMPANY.name}
          </Text>
          <Text>
            {t('footer.registrationNumber')}: {formatRegistrationNumber(COMPANY.registrationNumber)}
          </Text>
        </Flex>
      )}
    </Box>
  );
}
