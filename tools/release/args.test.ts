import { parseReleaseArgs } from './args';

const parse = (line: string) => parseReleaseArgs(line.split(' ').filter(Boolean));

describe('pnpm release arguments', () => {
  it('reads each command with its options, remotes by key or folder', () => {
    expect(parse('publish mfe-cs')).toEqual({ kind: 'publish', remote: 'cs' });
    expect(parse('publish admin-ads')).toEqual({ kind: 'publish', remote: 'admin-ads' });
    expect(parse('check-shell')).toEqual({ kind: 'check-shell' });
    expect(parse('check-shell --shared 0.9.0')).toEqual({ kind: 'check-shell', sharedVersion: '0.9.0' });
    expect(parse('publish cs --dist /tmp/cs-build')).toEqual({ kind: 'publish', remote: 'cs', dist: '/tmp/cs-build' });
    expect(parse('activate mfe-cs 1.3.0+3f2a1c9 --deployment hub --canary 10')).toEqual({
      kind: 'activate',
      remote: 'cs',
      version: '1.3.0+3f2a1c9',
      deployment: 'hub',
      canaryPercent: 10,
      reason: undefined,
    });
    expect(parseReleaseArgs(['activate', 'cs', '1.3.0', '--canary=0', '--reason', '문의 화면 수정'])).toMatchObject({
      canaryPercent: 0,
      reason: '문의 화면 수정',
      deployment: undefined,
    });
    expect(parse('rollback mfe-hub --deployment reward')).toEqual({
      kind: 'rollback',
      remote: 'hub',
      deployment: 'reward',
      reason: undefined,
    });
    expect(parse('promote cs')).toEqual({ kind: 'promote', remote: 'cs', deployment: undefined, reason: undefined });
    expect(parse('abort cs --deployment hub')).toMatchObject({ kind: 'abort', deployment: 'hub' });
    expect(parse('list')).toEqual({ kind: 'list', remote: undefined, historyLimit: undefined });
    expect(parse('list mfe-points --history 50')).toEqual({ kind: 'list', remote: 'points', historyLimit: 50 });
    expect(parse('')).toEqual({ kind: 'help' });
    expect(parse('--help')).toEqual({ kind: 'help' });
  });

  it('refuses what the server would refuse, before sending anything', () => {
    expect(() => parse('publish')).toThrow('name the remote');
    expect(() => parse('publish mfe-shell')).toThrow(
      'unknown remote mfe-shell: one of keywords, points, admin-ads, b2b, cs, hub, offerwall',
    );
    expect(() => parse('activate cs')).toThrow('activate: name the version');
    expect(() => parse('activate cs latest')).toThrow('latest is not a version');
    expect(() => parse('activate cs 1.3.0 --deployment staging')).toThrow(
      'unknown deployment staging: one of default, reward, hub, offerwall',
    );
    expect(() => parse('activate cs 1.3.0 --canary 101')).toThrow('--canary takes a whole number from 0 to 100, not 101');
    expect(() => parse('activate cs 1.3.0 --canary 5.5')).toThrow('--canary takes a whole number');
    expect(() => parse('activate cs 1.3.0 --canary')).toThrow('--canary needs a value');
    expect(() => parse('activate cs 1.3.0 --canary --reason x')).toThrow('--canary needs a value');
    expect(() => parse('rollback cs --canary 10')).toThrow('rollback does not take --canary');
    expect(() => parse('publish cs --force yes')).toThrow('unknown option --force');
    expect(() => parse('check-shell --shared 0.9')).toThrow('--shared takes a version (0.9.0), not 0.9');
    expect(() => parse('rollback cs 1.2.0')).toThrow('rollback: unexpected 1.2.0');
    expect(() => parse('deploy cs')).toThrow('unknown command deploy');
    expect(() => parse('list --history 0')).toThrow('--history takes a whole number from 1 to 500');
  });
});
