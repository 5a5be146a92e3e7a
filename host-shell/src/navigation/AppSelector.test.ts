import { siteUrlOfApp } from './AppSelector';

describe('siteUrlOfApp (choosing another app opens its site)', () => {
  it('opens the reward service on the reward host and the nurly app on the default site, same port', () => {
    const local = { protocol: 'http:', hostname: 'localhost', port: '8080' };
    expect(siteUrlOfApp('reward', local)).toBe('http://reward.localhost:8080/');
    expect(siteUrlOfApp('thenurly', { ...local, hostname: 'reward.localhost' })).toBe('http://localhost:8080/');
    expect(siteUrlOfApp('reward', { protocol: 'https:', hostname: 'thenurly.com', port: '' })).toBe('https://reward.thenurly.com/');
  });
});
