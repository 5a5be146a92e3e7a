/** A search box that applies on submit (Enter or the button), not on every key. */
import { Button, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from './text';

export interface SearchFormProps {
  /** The applied search: mount the form with `key={search}` so a URL change resets the box. */
  search: string;
  onSearch: (search: string) => void;
  placeholder: string;
  size?: 'sm' | 'md';
  width?: string;
}

export function SearchForm({ search, onSearch, placeholder, size = 'md', width = '420px' }: SearchFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form onSubmit={submit} role="search">
      <HStack gap={2}>
        <Input
          size={size}
          maxW={width}
          value={draft}
          placeholder={placeholder}
          aria-label={t('search')}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button size={size} type="submit" variant="outline">
          {t('search')}
        </Button>
      </HStack>
    </form>
  );
}
