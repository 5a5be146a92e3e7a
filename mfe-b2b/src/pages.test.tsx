import { itRendersEveryPage } from '@nurly/shared/testing';
import definition from './routes';

itRendersEveryPage(definition);
