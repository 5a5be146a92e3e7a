import { startEarlyFetches } from './federation/earlyFetch';

// The start-up fetches go out now, beside the shared chunks' downloads.
startEarlyFetches();
// Async boundary: shared singletons are negotiated before any app code runs. (The chunk's name
// lets the build preload it from index.html: tools/mf/preload.ts.)
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
