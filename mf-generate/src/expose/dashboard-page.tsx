// Thin on purpose: what the shell loads as './DashboardPage'. The page lives in its feature folder.
export { DashboardPage as default } from '../features/dashboard/components/dashboard-page';
