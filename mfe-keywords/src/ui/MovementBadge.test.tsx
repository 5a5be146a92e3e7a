import { screen } from '@testing-library/react';
import { renderRemote } from '@nurly/shared/testing';
import definition from '../routes';
import { MovementBadge } from './MovementBadge';

/** The colour palette Chakra's generated CSS gives an element (its rules set --chakra-colors-color-palette-*). */
function paletteOf(element: HTMLElement): string | null {
  const classes = [...element.classList].filter((name) => name.startsWith('css-'));
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).map((rule) => rule.cssText);
  const own = rules.filter((text) => classes.some((name) => text.includes(`.${name}`))).join('\n');
  return /--chakra-colors-color-palette-fg:\s*var\(--chakra-colors-(\w+)-fg\)/.exec(own)?.[1] ?? null;
}

// Korean convention (stock boards, rank charts): red is 상승, blue is 하락 — never the Western green/red.
describe('MovementBadge colours', () => {
  it('shows a rank that went up as a red ▲ and one that went down as a blue ▼', () => {
    renderRemote(
      <>
        <MovementBadge movement={{ kind: 'up', delta: 3 }} />
        <MovementBadge movement={{ kind: 'down', delta: 2 }} />
      </>,
      { remote: definition },
    );
    const up = screen.getByText('▲3');
    const down = screen.getByText('▼2');
    expect(paletteOf(up)).toBe('red');
    expect(paletteOf(down)).toBe('blue');
  });
});
