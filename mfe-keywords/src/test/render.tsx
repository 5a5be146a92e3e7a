import { addRemoteResources, NurlyProvider } from '@nurly/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../i18n';

let registered = false;

/** Renders inside the shared provider and a router with the 'keywords' namespace loaded. */
export function renderKeywords(ui: ReactElement, path = '/') {
  if (!registered) {
    addRemoteResources(i18n.namespace, i18n.resources);
    registered = true;
  }
  return render(
    <NurlyProvider variant="default">
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </NurlyProvider>,
  );
}
