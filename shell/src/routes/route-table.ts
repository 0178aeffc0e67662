// Spec §2 route table (plus /terms, /privacy and the generation /history): which remote page answers each path, and who may see it.
export interface RemoteRoute {
  path: string;
  /** Federation name, as in /remotes.json. */
  remote: string;
  /** Exposed module, without './'. */
  module: string;
  /** How the fallback names the section when its remote cannot load. */
  section: string;
  /** The browser tab's title, before ' · Lessonloom'. */
  title: string;
  access: 'public' | 'signed-in';
}

export const ROUTES: RemoteRoute[] = [
  { path: '/login', remote: 'mf_auth', module: 'LoginPage', section: 'Sign in', title: 'Sign in', access: 'public' },
  {
    path: '/signup',
    remote: 'mf_auth',
    module: 'SignupPage',
    section: 'Sign up',
    title: 'Create your account',
    access: 'public',
  },
  {
    path: '/terms',
    remote: 'mf_auth',
    module: 'TermsPage',
    section: 'Terms of Service',
    title: 'Terms of Service',
    access: 'public',
  },
  {
    path: '/privacy',
    remote: 'mf_auth',
    module: 'PrivacyPage',
    section: 'Privacy Policy',
    title: 'Privacy Policy',
    access: 'public',
  },
  {
    path: '/subscribe',
    remote: 'mf_billing',
    module: 'SubscribePage',
    section: 'Subscription checkout',
    title: 'Subscribe',
    access: 'public',
  },
  {
    path: '/dashboard',
    remote: 'mf_generate',
    module: 'DashboardPage',
    section: 'Dashboard',
    title: 'Dashboard',
    access: 'signed-in',
  },
  {
    path: '/generate',
    remote: 'mf_generate',
    module: 'GeneratePage',
    section: 'Generate',
    title: 'Generate',
    access: 'signed-in',
  },
  {
    path: '/history',
    remote: 'mf_generate',
    module: 'HistoryPage',
    section: 'History',
    title: 'History',
    access: 'signed-in',
  },
  {
    path: '/billing',
    remote: 'mf_billing',
    module: 'BillingPage',
    section: 'Billing',
    title: 'Billing',
    access: 'signed-in',
  },
  {
    path: '/question-bank',
    remote: 'mf_question_bank',
    module: 'QuestionBankPage',
    section: 'Question Bank',
    title: 'Question Bank',
    access: 'signed-in',
  },
  {
    path: '/resources',
    remote: 'mf_resources',
    module: 'ResourcesPage',
    section: 'Resources',
    title: 'Resources',
    access: 'signed-in',
  },
];

export const NOT_FOUND_TITLE = '404 Page Not Found';

/** What the browser tab says for a page: 'Generate · Lessonloom'. */
export const documentTitle = (title: string) => `${title} · Lessonloom`;
