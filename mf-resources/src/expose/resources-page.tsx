// Thin on purpose: what the shell loads as './ResourcesPage'. The page lives in its feature folder.
export { ResourcesPage as default } from '../features/resources/components/resources-page';
