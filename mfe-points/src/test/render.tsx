import { addRemoteResources, NurlyProvider } from '@nurly/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { i18n } from '../i18n';

let registered = false;

/** Renders inside the shared provider with the 'points' namespace loaded. */
export function renderPoints(ui: ReactElement) {
  if (!registered) {
    addRemoteResources(i18n.namespace, i18n.resources);
    registered = true;
  }
  return render(<NurlyProvider variant="default">{ui}</NurlyProvider>);
}
