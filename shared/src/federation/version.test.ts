import { builtAgainstOf } from '@nurly/contracts';
import { sharedRange, sharedSatisfies } from './version';

describe('@nurly/shared compatibility', () => {
  it('a shell runs remotes built against its own or an older version of the same line', () => {
    expect(sharedSatisfies('0.2.0', '0.2.0')).toBe(true);
    expect(sharedSatisfies('0.2.3', '0.2.1')).toBe(true);
    expect(sharedSatisfies('1.4.0', '1.2.5')).toBe(true);
  });

  it('refuses a remote built against a newer shared, or another major (a 0.x minor is a major)', () => {
    expect(sharedSatisfies('0.2.0', '0.3.0')).toBe(false);
    expect(sharedSatisfies('0.2.0', '0.2.1')).toBe(false);
    expect(sharedSatisfies('0.3.0', '0.2.0')).toBe(false);
    expect(sharedSatisfies('2.0.0', '1.9.0')).toBe(false);
    expect(sharedSatisfies('1.2.0', '1.3.0')).toBe(false);
    expect(sharedSatisfies('garbage', '0.2.0')).toBe(false);
  });

  it('declares the matching semver range for the federation runtime', () => {
    expect(sharedRange('0.2.0')).toBe('^0.2.0');
  });

  it('reads back the version a range was built against (the release registry checks releases with it)', () => {
    expect(builtAgainstOf(sharedRange('0.12.4'))).toBe('0.12.4');
    expect(builtAgainstOf(' ^1.2.3 ')).toBe('1.2.3');
    expect(builtAgainstOf('>=0.2.0')).toBeNull();
    expect(builtAgainstOf('^0.2')).toBeNull();
  });
});
