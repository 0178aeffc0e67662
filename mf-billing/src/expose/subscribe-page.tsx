// Thin on purpose: what the shell loads as './SubscribePage'. The page lives in its feature folder.
export { SubscribePage as default } from '../features/subscribe/components/subscribe-page';
