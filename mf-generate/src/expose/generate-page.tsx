// Thin on purpose: what the shell loads as './GeneratePage'. The page lives in its feature folder.
export { GeneratePage as default } from '../features/generate/components/generate-page';
