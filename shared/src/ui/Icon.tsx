/**
 * Inline SVG icons for nav items and custom sites (no icon font download). Stroke icons on a
 * 24×24 grid; brand marks (naver, google) are simple filled glyphs.
 */
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactElement } from 'react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const globe = (
  <g {...stroke}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </g>
);
const search = (
  <g {...stroke}>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.35-4.35" />
  </g>
);
const users = (
  <g {...stroke}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.6" />
  </g>
);
const document = (
  <g {...stroke}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6M8 13h8M8 17h5" />
  </g>
);
const shopping = (
  <g {...stroke}>
    <path d="M6 2L3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4z" />
    <path d="M3 6h18M16 10a4 4 0 0 1-8 0" />
  </g>
);

export const iconPaths: Record<string, ReactElement> = {
  'mdi-web': globe,
  naver: (
    <g>
      <rect x="2" y="2" width="20" height="20" rx="4" fill="#03c75a" />
      <path d="M7 7h3.3l3.4 5V7H17v10h-3.3l-3.4-5v5H7z" fill="#fff" />
    </g>
  ),
  'mdi-google': (
    <g>
      <path
        fill="currentColor"
        d="M21.35 11.1H12v2.98h5.35c-.5 2.4-2.6 3.72-5.35 3.72a6 6 0 0 1 0-12c1.5 0 2.85.53 3.9 1.42l2.2-2.2A9.1 9.1 0 0 0 12 2.9a9.1 9.1 0 1 0 0 18.2c5.2 0 8.9-3.66 8.9-8.98 0-.35-.03-.7-.1-1.02z"
      />
    </g>
  ),
  'mdi-star': <path fill="currentColor" d="M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z" />,
  'mdi-heart': (
    <path
      fill="currentColor"
      d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5A5.5 5.5 0 0 1 7.5 3c1.74 0 3.41.81 4.5 2.09A6 6 0 0 1 16.5 3 5.5 5.5 0 0 1 22 8.5c0 3.78-3.4 6.86-8.55 11.54z"
    />
  ),
  'mdi-account-tie': (
    <g {...stroke}>
      <circle cx="12" cy="7" r="4" />
      <path d="M4 21v-1a7 7 0 0 1 7-7h2a7 7 0 0 1 7 7v1M12 13l-1.5 3 1.5 5 1.5-5z" />
    </g>
  ),
  'mdi-account-group': users,
  'mdi-file-document': document,
  'mdi-briefcase': (
    <g {...stroke}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
    </g>
  ),
  'mdi-calendar-check': (
    <g {...stroke}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18M9 15l2 2 4-4" />
    </g>
  ),
  search,
  keyword: (
    <g {...stroke}>
      <path d="M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </g>
  ),
  product: (
    <g {...stroke}>
      <path d="M21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16z" />
      <path d="M3.3 7L12 12l8.7-5M12 22V12" />
    </g>
  ),
  dashboard: (
    <g {...stroke}>
      <rect x="3" y="3" width="7" height="9" rx="1" />
      <rect x="14" y="3" width="7" height="5" rx="1" />
      <rect x="14" y="12" width="7" height="9" rx="1" />
      <rect x="3" y="16" width="7" height="5" rx="1" />
    </g>
  ),
  question: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
    </g>
  ),
  shopping,
  place: (
    <g {...stroke}>
      <path d="M21 10c0 7-9 13-9 13S3 17 3 10a9 9 0 0 1 18 0z" />
      <circle cx="12" cy="10" r="3" />
    </g>
  ),
  invoice: (
    <g {...stroke}>
      <path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </g>
  ),
  sales: (
    <g {...stroke}>
      <path d="M3 3v18h18" />
      <path d="M7 15l4-4 3 3 6-6" />
    </g>
  ),
  members: users,
  offerwall: (
    <g {...stroke}>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
    </g>
  ),
  log: (
    <g {...stroke}>
      <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
    </g>
  ),
  point: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 16V8h3.5a2.5 2.5 0 0 1 0 5H9.5" />
    </g>
  ),
  admin: (
    <g {...stroke}>
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
      <path d="M9 12l2 2 4-4" />
    </g>
  ),
  notice: (
    <g {...stroke}>
      <path d="M3 11v2a1 1 0 0 0 1 1h3l5 4V6L7 10H4a1 1 0 0 0-1 1zM16 8a5 5 0 0 1 0 8M19 5a9 9 0 0 1 0 14" />
    </g>
  ),
  faq: (
    <g {...stroke}>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      <path d="M9.5 8.5a2.5 2.5 0 0 1 4.8 1c0 1.5-2.3 2-2.3 2M12 14h.01" />
    </g>
  ),
  settings: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 0 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 0 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 0 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 0 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z" />
    </g>
  ),
  logout: (
    <g {...stroke}>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </g>
  ),
  menu: (
    <g {...stroke}>
      <path d="M3 6h18M3 12h18M3 18h18" />
    </g>
  ),
  sun: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
    </g>
  ),
  moon: (
    <g {...stroke}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </g>
  ),
  close: (
    <g {...stroke}>
      <path d="M18 6L6 18M6 6l12 12" />
    </g>
  ),
  'chevron-left': <path {...stroke} d="M15 18l-6-6 6-6" />,
  'chevron-right': <path {...stroke} d="M9 18l6-6-6-6" />,
  'chevron-down': <path {...stroke} d="M6 9l6 6 6-6" />,
  'external-link': (
    <g {...stroke}>
      <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14L21 3" />
    </g>
  ),
  refresh: (
    <g {...stroke}>
      <path d="M23 4v6h-6M1 20v-6h6" />
      <path d="M3.5 9a9 9 0 0 1 14.85-3.36L23 10M1 14l4.64 4.36A9 9 0 0 0 20.49 15" />
    </g>
  ),
  user: (
    <g {...stroke}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21v-1a7 7 0 0 1 7-7h2a7 7 0 0 1 7 7v1" />
    </g>
  ),
  chat: (
    <g {...stroke}>
      <path d="M21 11.5a8.4 8.4 0 0 1-9 8.5 8.5 8.5 0 0 1-3.8-.9L3 21l1.9-5.2A8.4 8.4 0 0 1 4 11.5 8.5 8.5 0 0 1 12 3a8.4 8.4 0 0 1 9 8.5z" />
    </g>
  ),
  'arrow-up': <path {...stroke} d="M12 19V5M5 12l7-7 7 7" />,
};

/** @public */
export type IconName = keyof typeof iconPaths;
export const iconNames = Object.keys(iconPaths);

export interface IconProps extends Omit<HTMLChakraProps<'svg'>, 'children'> {
  name: string;
  /** Accessible label; without it the icon is decorative. */
  label?: string;
}

/** Unknown names fall back to the web icon (the custom-site default). */
export function Icon({ name, label, boxSize = '1.25em', ...rest }: IconProps) {
  const glyph = iconPaths[name] ?? iconPaths['mdi-web'];
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      boxSize={boxSize}
      display="inline-block"
      flexShrink={0}
      verticalAlign="middle"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-icon={name}
      {...rest}
    >
      {glyph}
    </chakra.svg>
  );
}
