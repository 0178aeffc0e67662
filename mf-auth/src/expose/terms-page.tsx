// Thin on purpose: what the shell loads as './TermsPage'.
export { TermsPage as default } from '../features/legal/components/terms-page';
