/**
 * The yardstick in `pnpm bench:bundles`: a bare login page with the product's libraries
 * (React 19, Chakra 3 with its default system, react-router, jotai, swr, axios, i18next) and no
 * federation and no product code, built with the host's webpack settings minus Module Federation.
 * The product's /login is read as a ratio of it (target ≤ 1.3×).
 */
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Box, Button, ChakraProvider, Field, Heading, Input, Stack, Text, defaultSystem } from '@chakra-ui/react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { atom, useAtom } from 'jotai';
import useSWR from 'swr';
import axios from 'axios';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

void i18next.use(initReactI18next).init({
  lng: 'ko',
  resources: {
    ko: {
      translation: {
        title: '로그인',
        username: '아이디',
        password: '비밀번호',
        submit: '로그인',
        required: '아이디와 비밀번호를 입력해주세요.',
      },
    },
  },
  initAsync: false,
});

const api = axios.create({ baseURL: '/api/', withCredentials: true });
const usernameAtom = atom('');

function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [username, setUsername] = useAtom(usernameAtom);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The session check every login page makes; the bench's static server answers 404.
  useSWR('user', () => api.get('user').then((r) => r.data as unknown), { shouldRetryOnError: false });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username || !password) return setError(t('required'));
    await api.post('token', { username, password }).then(
      () => navigate('/'),
      () => setError(t('required')),
    );
  };
  return (
    <Box maxW="sm" mx="auto" mt="16" p="8" borderWidth="1px" borderRadius="lg">
      <Heading size="lg">{t('title')}</Heading>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4" mt="6">
          <Field.Root>
            <Field.Label>{t('username')}</Field.Label>
            <Input value={username} onChange={(e) => setUsername(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('password')}</Field.Label>
            <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field.Root>
          {error && <Text color="fg.error">{error}</Text>}
          <Button type="submit" colorPalette="blue">
            {t('submit')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <ChakraProvider value={defaultSystem}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<LoginPage />} />
        </Routes>
      </BrowserRouter>
    </ChakraProvider>,
  );
}
