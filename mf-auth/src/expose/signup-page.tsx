// Thin on purpose: what the shell loads as './SignupPage'. The page lives in its feature folder.
export { SignupPage as default } from '../features/signup/components/signup-page';
