// Async boundary: shared singletons are negotiated before the standalone page renders.
import('./standalone');
