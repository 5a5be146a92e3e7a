/**
 * Sites shortcut menu (docs/decisions/product.md#shared-screens item 15, docs/decisions/access.md#roles-and-permissions): NURLY_ADMIN sees fixed external links plus custom
 * sites (add/remove, stored locally); other staff get a button to the admin entry.
 */
import { useState } from 'react';
import { Box, Button, Flex, IconButton, Input, Popover, Portal, Separator, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon, hasAnyRole, homePathFor, notify, useAuth } from '@nurly/shared';
import { CUSTOM_SITE_ICONS, FIXED_SITES, type CustomSiteIcon } from '../../lib/config';
import {
  addCustomSite,
  canAddSite,
  isSiteAddress,
  displaySiteTitle,
  emptyDraft,
  readCustomSites,
  removeCustomSite,
  writeCustomSites,
  type CustomSite,
  type CustomSiteDraft,
} from './customSites';
import { registerConsoleStrings } from '../../i18n/console';

registerConsoleStrings();

const SITES_LIST_MAX_HEIGHT = 400;

function SiteLink({ title, href, icon }: { title: string; href: string; icon: string }) {
  return (
    <chakra.a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      display="flex"
      alignItems="center"
      gap="2"
      px="2"
      py="1.5"
      rounded="md"
      fontSize="sm"
      flex="1"
      minW="0"
      _hover={{ bg: 'bg.muted' }}
      title={title}
    >
      <Icon name={icon} />
      <Text truncate>{title}</Text>
    </chakra.a>
  );
}

/** The editable part: custom site list and the add form. Exported for tests. */
export function CustomSitesEditor({ initial = readCustomSites() }: { initial?: CustomSite[] }) {
  const { t } = useTranslation('shell');
  const [sites, setSites] = useState<CustomSite[]>(initial);
  const [draft, setDraft] = useState<CustomSiteDraft>(emptyDraft);
  const [addressInvalid, setAddressInvalid] = useState(false);

  const save = (next: CustomSite[]) => {
    setSites(next);
    writeCustomSites(next);
    setDraft(emptyDraft());
  };
  const add = () => {
    if (!canAddSite(draft)) return;
    // A bad address keeps what was typed and says why under the field.
    if (!isSiteAddress(draft.to)) return setAddressInvalid(true);
    save(addCustomSite(sites, draft));
    notify.success(t('sites.added'));
  };

  return (
    <Stack gap="2">
      {sites.length > 0 && (
        <Stack gap="0.5" data-testid="custom-sites">
          {sites.map((site, index) => (
            <Flex key={`${site.to}-${index}`} align="center" gap="1">
              <SiteLink title={displaySiteTitle(site.title)} href={site.to} icon={site.icon} />
              <IconButton
                aria-label={t('sites.remove', { title: site.title })}
                size="2xs"
                variant="ghost"
                onClick={() => save(removeCustomSite(sites, index))}
              >
                <Icon name="close" />
              </IconButton>
            </Flex>
          ))}
        </Stack>
      )}
      <Stack gap="2" borderTopWidth="1px" pt="2">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
          {t('sites.addTitle')}
        </Text>
        <Input
          size="sm"
          placeholder={t('sites.titlePlaceholder')}
          aria-label={t('sites.titleLabel')}
          value={draft.title}
          onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
        />
        <Input
          size="sm"
          placeholder={t('sites.addressPlaceholder')}
          aria-label={t('sites.addressLabel')}
          value={draft.to}
          aria-invalid={addressInvalid || undefined}
          aria-describedby={addressInvalid ? 'custom-site-address-error' : undefined}
          onChange={(e) => {
            setAddressInvalid(false);
            setDraft((d) => ({ ...d, to: e.target.value }));
          }}
        />
        {addressInvalid && (
          <Text id="custom-site-address-error" role="alert" fontSize="xs" color="fg.error">
            {t('sites.addressInvalid')}
          </Text>
        )}
        <Flex wrap="wrap" gap="1" role="radiogroup" aria-label={t('sites.iconLabel')}>
          {CUSTOM_SITE_ICONS.map((icon: CustomSiteIcon) => (
            <IconButton
              key={icon}
              size="xs"
              role="radio"
              aria-checked={draft.icon === icon}
              aria-label={icon}
              variant={draft.icon === icon ? 'solid' : 'ghost'}
              colorPalette={draft.icon === icon ? 'brand' : 'gray'}
              onClick={() => setDraft((d) => ({ ...d, icon }))}
            >
              <Icon name={icon} />
            </IconButton>
          ))}
        </Flex>
        <Button size="sm" colorPalette="brand" disabled={!canAddSite(draft)} onClick={add}>
          {t('sites.add')}
        </Button>
      </Stack>
    </Stack>
  );
}

export function SitesMenu() {
  const { t } = useTranslation('shell');
  const { storedUser } = useAuth();
  // Only Nurly staff (whose home is the admin entry) get either control; console users do not.
  if (!storedUser || homePathFor(storedUser) !== '/admin') return null;
  if (!hasAnyRole(storedUser, ['NURLY_ADMIN'])) {
    return (
      <Button asChild size="sm" variant="outline" aria-label={t('sites.adminEntry')} data-testid="admin-entry-button">
        <RouterLink to="/admin">
          <Icon name="admin" />
          <Box as="span" hideBelow="md">
            {t('sites.adminEntry')}
          </Box>
        </RouterLink>
      </Button>
    );
  }
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <Button size="sm" variant="ghost" aria-label={t('sites.title')} data-testid="sites-menu">
          <Icon name="mdi-web" />
          <Box as="span" hideBelow="md">
            {t('sites.title')}
          </Box>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs">
            <Popover.Body maxH={`${SITES_LIST_MAX_HEIGHT}px`} overflowY="auto" p="3">
              <Stack gap="0.5">
                {FIXED_SITES.map((site) => (
                  <SiteLink key={site.key} title={t(site.title)} href={site.href} icon={site.icon} />
                ))}
              </Stack>
              <Separator my="2" />
              <CustomSitesEditor />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
