/**
 * Global search dialog (docs/decisions/product.md#shared-screens item 4): Ctrl+K / Meta+K opens it, arrows move, Enter opens
 * the highlighted result, Esc closes. Results are the permitted pages matching the query plus
 * the server's GET global-search results.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Dialog, Flex, Input, Portal, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon, getGlobalSearch } from '@nurly/shared';
import type { GlobalSearchResult, RouteTarget } from '@nurly/contracts/schemas';
import {
  matchPages,
  mergeResults,
  moveIndex,
  readRecentSearches,
  rememberSearch,
  type SearchEntry,
  type SearchablePage,
} from './searchModel';
import { registerConsoleStrings } from '../../i18n/console';

registerConsoleStrings();

export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  pages: readonly SearchablePage[];
  onNavigate: (to: string) => void;
  /** The URL of a server result's route on this deployment (only routes the user may open); undefined drops the result. */
  resolveRoute: (target: RouteTarget) => string | undefined;
  /** Server search; tests pass their own. Failures (e.g. not logged in) yield no server results. */
  searchServer?: (q: string) => Promise<GlobalSearchResult[]>;
}

export function SearchDialog({ open, onClose, pages, onNavigate, resolveRoute, searchServer = getGlobalSearch }: SearchDialogProps) {
  const { t } = useTranslation('shell');
  const [query, setQuery] = useState('');
  const [server, setServer] = useState<SearchEntry[]>([]);
  const [loading, setLoading] = useState(false);
  const [recent, setRecent] = useState<SearchEntry[]>(() => readRecentSearches());
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setQuery('');
    setServer([]);
    setActive(-1);
    setRecent(readRecentSearches());
  }, [open]);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setServer([]);
      setLoading(false);
      return;
    }
    let cancelled = false;
    setLoading(true);
    const timer = setTimeout(() => {
      searchServer(q)
        .then((rows) => {
          if (cancelled) return;
          setServer(
            rows.flatMap((r) => {
              const to = resolveRoute(r.to);
              return to ? [{ key: to, title: r.title, subtitle: r.subtitle, icon: r.icon, to, source: 'server' as const }] : [];
            }),
          );
        })
        .catch(() => {
          if (!cancelled) setServer([]);
        })
        .finally(() => {
          if (!cancelled) setLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [query, searchServer, resolveRoute]);

  const results = useMemo(() => (query.trim() ? mergeResults(matchPages(pages, query), server) : recent), [pages, query, server, recent]);

  useEffect(() => {
    setActive(results.length > 0 ? 0 : -1);
  }, [results]);

  const open_ = (entry: SearchEntry) => {
    setRecent(rememberSearch(entry));
    onClose();
    if (/^https?:\/\//.test(entry.to)) window.open(entry.to, '_blank', 'noopener');
    else onNavigate(entry.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => moveIndex(i, results.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = results[active] ?? results[0];
      if (entry) open_(entry);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  const emptyText = query.trim() ? (loading ? null : t('search.noResult')) : t('search.noRecent');

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} initialFocusEl={() => inputRef.current} size="lg" placement="top">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="global-search" aria-label={t('search.title')}>
            <Dialog.Header pb="2">
              <Flex align="center" gap="2" w="full">
                <Icon name="search" />
                <Input
                  ref={inputRef}
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  onKeyDown={onKeyDown}
                  placeholder={t('search.placeholder')}
                  aria-label={t('search.placeholder')}
                  role="combobox"
                  aria-expanded={results.length > 0}
                  aria-controls="global-search-results"
                  aria-activedescendant={active >= 0 ? `global-search-result-${active}` : undefined}
                  variant="flushed"
                />
                {loading && <Spinner size="sm" />}
                <Text as="kbd" fontSize="xs" color="fg.muted" borderWidth="1px" px="1" rounded="sm">
                  Esc
                </Text>
              </Flex>
            </Dialog.Header>
            <Dialog.Body pb="4" maxH="60vh" overflowY="auto">
              {!query.trim() && results.length > 0 && (
                <Text fontSize="xs" color="fg.muted" mb="2" textTransform="uppercase">
                  {t('search.recent')}
                </Text>
              )}
              <Box as="ul" id="global-search-results" role="listbox" listStyleType="none" m="0" p="0">
                {results.map((entry, index) => (
                  <Box
                    as="li"
                    key={`${entry.source}-${entry.key}`}
                    id={`global-search-result-${index}`}
                    role="option"
                    aria-selected={index === active}
                    data-active={index === active ? '' : undefined}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => open_(entry)}
                    cursor="pointer"
                    px="3"
                    py="2"
                    rounded="md"
                    bg={index === active ? 'colorPalette.subtle' : undefined}
                    colorPalette="brand"
                  >
                    <Flex align="center" gap="3">
                      <Icon name={entry.icon ?? 'mdi-file-document'} />
                      <Box minW="0">
                        <Text fontWeight="medium" truncate>
                          {entry.title}
                        </Text>
                        {entry.subtitle && (
                          <Text fontSize="sm" color="fg.muted" truncate>
                            {entry.subtitle}
                          </Text>
                        )}
                      </Box>
                    </Flex>
                  </Box>
                ))}
              </Box>
              {results.length === 0 && emptyText && (
                <Text textAlign="center" color="fg.muted" py="6">
                  {emptyText}
                </Text>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
