// Async boundary: shared singletons are negotiated with the remotes before React starts.
import('./bootstrap');
