// Thin on purpose: what the shell loads as './LoginPage'. The page lives in its feature folder.
export { LoginPage as default } from '../features/login/components/login-page';
