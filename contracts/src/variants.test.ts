import { defaultVariantRules, detectVariant, federationName, variantRemotes } from './variants';

describe('detectVariant', () => {
  it('maps the four local hostnames', () => {
    expect(detectVariant('localhost')).toBe('default');
    expect(detectVariant('reward.localhost')).toBe('reward');
    expect(detectVariant('hub.localhost')).toBe('hub');
    expect(detectVariant('admin.localhost')).toBe('offerwall');
  });
  it('ignores case and a port', () => {
    expect(detectVariant('HUB.localhost:8080')).toBe('hub');
    expect(detectVariant('127.0.0.1')).toBe('default');
  });
  it('checks the reward host first (exact host or first label)', () => {
    expect(detectVariant('reward')).toBe('reward');
    expect(detectVariant('reward.hub.example.com')).toBe('reward');
    expect(detectVariant('rewards.example.com')).toBe('default');
  });
  it('matches hub and admin prefixes anywhere in the hostname', () => {
    expect(detectVariant('myhub.example.com')).toBe('hub');
    expect(detectVariant('adminpanel.example.com')).toBe('offerwall');
  });
  it('follows configured rules', () => {
    const rules = { rewardHosts: ['agency.example.com'], hubPrefix: 'center', adminPrefix: 'ow' };
    expect(detectVariant('agency.example.com', rules)).toBe('reward');
    expect(detectVariant('center.example.com', rules)).toBe('hub');
    expect(detectVariant('ow.example.com', rules)).toBe('offerwall');
    expect(detectVariant('hub.example.com', rules)).toBe('default');
    expect(detectVariant('admin.x', { ...defaultVariantRules, adminPrefix: '' })).toBe('default');
  });
});

describe('variant remotes', () => {
  it('never loads non-hub remotes on the hub site', () => {
    expect(variantRemotes.hub).toEqual(['hub', 'cs']);
    expect(variantRemotes.offerwall).toEqual(['offerwall']);
    expect(variantRemotes.default).not.toContain('hub');
  });
  it('names federation containers as identifiers', () => {
    expect(federationName('admin-ads')).toBe('mfe_admin_ads');
    expect(federationName('keywords')).toBe('mfe_keywords');
  });
});
