import { itRendersEveryPage } from '@nurly/shared/testing';
import definition from './routes';
import { consolePageHandlers } from './test/fixtures';

itRendersEveryPage(definition, { handlers: consolePageHandlers() });
