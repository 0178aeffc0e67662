// Spec §2 route table: which remote page answers each path, and who may see it.
export interface RemoteRoute {
  path: string;
  /** Federation name, as in /remotes.json. */
  remote: string;
  /** Exposed module, without './'. */
  module: string;
  /** How the fallback names the section when its remote cannot load. */
  section: string;
  access: 'public' | 'signed-in';
}

export const ROUTES: RemoteRoute[] = [
  { path: '/login', remote: 'mf_auth', module: 'LoginPage', section: 'Sign in', access: 'public' },
  { path: '/signup', remote: 'mf_auth', module: 'SignupPage', section: 'Sign up', access: 'public' },
  {
    path: '/subscribe',
    remote: 'mf_billing',
    module: 'SubscribePage',
    section: 'Subscription checkout',
    access: 'public',
  },
  { path: '/dashboard', remote: 'mf_generate', module: 'DashboardPage', section: 'Dashboard', access: 'signed-in' },
  { path: '/generate', remote: 'mf_generate', module: 'GeneratePage', section: 'Generate', access: 'signed-in' },
  { path: '/billing', remote: 'mf_billing', module: 'BillingPage', section: 'Billing', access: 'signed-in' },
  {
    path: '/question-bank',
    remote: 'mf_question_bank',
    module: 'QuestionBankPage',
    section: 'Question Bank',
    access: 'signed-in',
  },
  { path: '/resources', remote: 'mf_resources', module: 'ResourcesPage', section: 'Resources', access: 'signed-in' },
];
