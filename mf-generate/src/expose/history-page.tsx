// Thin on purpose: what the shell loads as './HistoryPage'. The page lives in its feature folder.
export { HistoryPage as default } from '../features/history/components/history-page';
