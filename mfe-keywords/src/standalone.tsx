/** Standalone development page (`pnpm dev <remote>`): this remote's routes in the minimal shared shell. */
import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@nurly/shared';
import definition from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('the standalone page has no #root element');
createRoot(container).render(<StandaloneShell definition={definition} />);
