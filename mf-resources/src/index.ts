// Async boundary: shared singletons (React, the store, the api) are negotiated before any page code runs.
import('./bootstrap');
