import { api, itRendersEveryPage } from '@nurly/shared/testing';
import definition from './routes';
import { pageLoadAnswers } from './test/fixtures';

itRendersEveryPage(definition, { handlers: pageLoadAnswers.map(([path, answer]) => api.get(path, answer)) });
