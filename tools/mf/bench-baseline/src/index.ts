// Same entry shape as the host: an async boundary, then the page.
import('./bootstrap');
