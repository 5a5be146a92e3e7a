import { adActorOfRoles, mayExtendAd, mayResumeAd, mayTakeOverPause, pauseKindOf, type AdActor } from './ad-rules';

const actors: AdActor[] = ['STAFF', 'HUB_ADMIN', 'HUB_MEMBER', 'OWNER'];

describe('line rules', () => {
  it('a pause is lifted by its holder or someone above: the desk’s only by the desk', () => {
    const table = actors.map((actor) => [
      actor,
      mayResumeAd(actor, 'OWNER'),
      mayResumeAd(actor, 'HUB'),
      mayResumeAd(actor, 'STAFF'),
      mayResumeAd(actor, null),
    ]);
    expect(table).toEqual([
      ['STAFF', true, true, true, true],
      ['HUB_ADMIN', true, true, false, true],
      ['HUB_MEMBER', true, true, false, true],
      ['OWNER', true, false, false, true],
    ]);
    expect(actors.map(pauseKindOf)).toEqual(['STAFF', 'HUB', 'HUB', 'OWNER']);
    expect(mayTakeOverPause('STAFF', 'OWNER')).toBe(true);
    expect(mayTakeOverPause('HUB_MEMBER', 'HUB')).toBe(false);
    expect(mayTakeOverPause('OWNER', 'OWNER')).toBe(false);
  });

  it('the desk and the hub admin extend any live line; the owner only while in review; nobody a finished one', () => {
    const statuses = ['PENDING', 'ACTIVE', 'PAUSED', 'ENDED'] as const;
    expect(actors.map((actor) => statuses.map((status) => mayExtendAd(actor, status)))).toEqual([
      [true, true, true, false],
      [true, true, true, false],
      [false, false, false, false],
      [true, false, false, false],
    ]);
  });

  it('names the browser’s actor from the signed-in roles', () => {
    expect(adActorOfRoles(['NURLY_STAFF'])).toBe('STAFF');
    expect(adActorOfRoles(['HUB_ADMIN'])).toBe('HUB_ADMIN');
    expect(adActorOfRoles(['HUB_MEMBER'])).toBe('HUB_MEMBER');
    expect(adActorOfRoles(['HUB_CLIENT'])).toBe('OWNER');
    expect(adActorOfRoles([])).toBe('OWNER');
  });
});
