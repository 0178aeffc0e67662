// Thin on purpose: what the shell loads as './PrivacyPage'.
export { PrivacyPage as default } from '../features/legal/components/privacy-page';
