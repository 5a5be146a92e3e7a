/** Concurrent 401s (a fresh module registry: the global counter starts at 0 here). */
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { setTokens } from '../auth/store';
import { apiClient, setNavigator, unauthorizedEventCount } from './client';

it('shares one refresh call between concurrent 401s and counts each event', async () => {
  let refreshCalls = 0;
  setNavigator(() => undefined);
  apiClient.defaults.adapter = async (config) => {
    const auth = AxiosHeaders.from(config.headers).get('Authorization');
    let response: AxiosResponse;
    if (config.url === 'token/refresh') {
      refreshCalls += 1;
      await new Promise((r) => setTimeout(r, 10));
      response = { status: 200, statusText: 'OK', data: { access: 'fresh' }, headers: {}, config };
    } else if (auth === 'Bearer fresh') {
      response = { status: 200, statusText: 'OK', data: config.url, headers: {}, config };
    } else {
      response = { status: 401, statusText: 'Unauthorized', data: {}, headers: {}, config };
      throw new AxiosError('401', AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    return response;
  };
  setTokens({ access: 'old', refresh: 'r' });
  const results = await Promise.all([apiClient.get('a'), apiClient.get('b')]);
  expect(results.map((r) => r.data)).toEqual(['a', 'b']);
  expect(refreshCalls).toBe(1);
  expect(unauthorizedEventCount()).toBe(2);
});
