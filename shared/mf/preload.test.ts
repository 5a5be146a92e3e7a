import { startupFiles, type ManifestShared } from './preload';

const share = (name: string, ...sync: string[]): ManifestShared => ({ name, assets: { js: { sync } } });

describe('startupFiles', () => {
  it('names the group scripts and the shared modules, except the lazy shares', () => {
    const files = startupFiles(
      ['bootstrap.1.js', 'bootstrap.1.css'],
      [share('react', 'react.2.js'), share('@chakra-ui/react', 'chakra.3.js', 'common.4.js'), share('@nurly/chakra-overlays', 'overlays.5.js', 'common.4.js')],
      ['@nurly/chakra-overlays'],
    );
    expect([...files]).toEqual(['bootstrap.1.js', 'react.2.js', 'chakra.3.js', 'common.4.js']);
  });
});
