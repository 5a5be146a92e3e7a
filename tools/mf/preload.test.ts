import { startupFiles, type ManifestShared } from './preload';

const share = (name: string, ...sync: string[]): ManifestShared => ({ name, assets: { js: { sync } } });

describe('startupFiles', () => {
  const provided = new Set(['react.2.js', 'chakra.3.js', 'common.4.js', 'overlays.5.js', 'jotai.6.js']);

  it('names the group scripts and the shared modules, except the lazy shares', () => {
    const files = startupFiles(
      ['bootstrap.1.js', 'bootstrap.1.css'],
      [
        share('react', 'react.2.js'),
        share('@chakra-ui/react', 'chakra.3.js', 'common.4.js'),
        share('@nurly/chakra-overlays', 'overlays.5.js', 'common.4.js'),
      ],
      ['@nurly/chakra-overlays'],
      provided,
    );
    expect([...files]).toEqual(['bootstrap.1.js', 'react.2.js', 'chakra.3.js', 'common.4.js']);
  });

  it('leaves out the chunk of a consume fallback, which the host never loads', () => {
    const files = startupFiles(['bootstrap.1.js'], [share('jotai', 'jotai-fallback.7.js', 'jotai.6.js')], [], provided);
    expect([...files]).toEqual(['bootstrap.1.js', 'jotai.6.js']);
  });
});
